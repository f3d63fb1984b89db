#!/usr/bin/env python3
# Every seventh single-card substitution (a card of a trick replaced by another card the
# tricks show) of one sample, validated by each given binary: how many errors each record
# draws (6 = six or more). One typing slip should be one finding.
#   PYTHONHASHSEED=1 scripts/single-card-slips.py SAMPLE.xml BIN [BIN...]
import collections, os, re, subprocess, sys, tempfile
tmp_path = os.path.join(tempfile.mkdtemp(), 'slip.xml')
src=open(sys.argv[1]).read(); bins=sys.argv[2:]
tricks=[(m.start(1),m.group(1)) for m in re.finditer(r'<trick[^>]*>([^<]*)</trick>',src)]
allcards=[c for _,t in tricks for c in t.split()]
res={b:collections.Counter() for b in bins}; n=0
for (pos,t) in tricks:
  cards=t.split()
  for j,c in enumerate(cards):
    for y in set(allcards):
      if y==c: continue
      if (hash((pos,j,y))%7)!=0: continue
      nc=cards[:]; nc[j]=y; nt=' '.join(nc)
      s=src[:pos]+nt+src[pos+len(t):]
      open(tmp_path,'w').write(s); n+=1
      for b in bins:
        out=subprocess.run([b,'validate',tmp_path],capture_output=True,text=True).stdout
        k=len(re.findall(r': error: ',out)); res[b][min(k,6)]+=1
print(n)
for b in bins: print(b, sorted(res[b].items()))
