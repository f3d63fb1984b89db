# cmake -DREPLAY=<stichprobe-replay> -DOUT=<file.1> -DVERSION=<x.y.z> -P ReplayManPage.cmake
# The replayer's man page is its --help (the one list of its options and keys) in roff.
execute_process(COMMAND ${REPLAY} --help OUTPUT_VARIABLE help RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${REPLAY} --help failed (${status})")
endif()
string(REPLACE "\\" "\\e" help "${help}")
string(REPLACE "-" "\\-" help "${help}")
# A line starting with '.' or "'" would be a roff request.
string(REPLACE "\n." "\n\\&." help "${help}")
string(REPLACE "\n'" "\n\\&'" help "${help}")
string(REGEX MATCH "^usage: [^\n]*" synopsis "${help}")
string(REGEX REPLACE "^usage: stichprobe\\\\-replay ?" "" synopsis "${synopsis}")
string(REGEX REPLACE "^usage: [^\n]*\n" "" options "${help}")
file(WRITE ${OUT}
".\\\" Generated from 'stichprobe-replay --help' by cmake/ReplayManPage.cmake; do not edit.
.TH STICHPROBE\\-REPLAY 1 \"\" \"stichprobe ${VERSION}\" \"User Commands\"
.SH NAME
stichprobe\\-replay \\- step through hand records of tarock-family card games
.SH SYNOPSIS
.B stichprobe\\-replay
${synopsis}
.SH DESCRIPTION
.PP
Opens a THR hand record, validates it on load and steps through each hand card by card,
showing every finding where it happens. A file can also be dropped on the window or
opened from File > Open and File > Recent files.
.SH OPTIONS
.nf
${options}.fi
.SH SEE ALSO
.BR stichprobe (1)
")
