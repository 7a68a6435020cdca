# replace_once(TEXT_VAR WHAT WITH WHERE): replaces WHAT by WITH in the variable
# TEXT_VAR, which must hold WHAT exactly once: an emscripten or an npm/ file that
# no longer looks as the scripts including this expect (site_script.cmake,
# stage_npm.cmake) stops the build there rather than writing a file that fails
# where it is loaded. WHERE names the file, for the message.
function(replace_once text_var what with where)
  string(FIND "${${text_var}}" "${what}" first)
  if(first EQUAL -1)
    message(FATAL_ERROR "'${what}' is not in ${where}")
  endif()
  string(REPLACE "${what}" "${with}" replaced "${${text_var}}")
  string(LENGTH "${${text_var}}" before)
  string(LENGTH "${replaced}" after)
  string(LENGTH "${what}" w)
  string(LENGTH "${with}" n)
  math(EXPR times "(${before} - ${after}) / (${w} - ${n})")
  if(NOT times EQUAL 1)
    message(FATAL_ERROR "'${what}' is ${times} times in ${where}, not once")
  endif()
  set(${text_var} "${replaced}" PARENT_SCOPE)
endfunction()
