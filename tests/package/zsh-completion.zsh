# zsh -f zsh-completion.zsh DIR: drives an interactive zsh (zpty) with the completion in
# DIR and checks what Tab adds to a few command lines. A completion that never comes
# blocks the read: the caller runs this under `timeout`.
zmodload zsh/zpty
dir=$1
check() {  # check TYPED ADDED: typing TYPED and Tab must add ADDED
  zpty -b z 'zsh -f -i'
  zpty -w z "PS1='>' ; fpath=($dir \$fpath); autoload -Uz compinit; compinit -u -D; stichprobe() { :; }"
  zpty -w -n z "$1"$'\t'
  local out
  zpty -r -m z out "*$2*" || { print -u2 "zsh completion: '$1' + Tab does not add '$2'"; exit 1; }
  zpty -d z
}
check 'stichprobe val' 'idate'
check 'stichprobe validate --fo' 'rmat'
check 'stichprobe validate --format js' 'on'
check 'stichprobe validate --color=nev' 'er'
check 'stichprobe explain play.must-fo' 'llow-suit'
check 'stichprobe rules tapp-tar' 'ock'
print "zsh completion: commands, options, values, codes and games complete"
