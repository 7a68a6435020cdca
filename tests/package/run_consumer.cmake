# ctest: install fragid into a scratch prefix, build tests/package/consumer
# against it with find_package(fragid), and run it on the installed suite:
# as written it must pass (exit 0), with its deliberate bug it must be caught
# (exit 1, the failing cases named). Arguments: -DSOURCE -DBINARY -DSCRATCH.
file(REMOVE_RECURSE "${SCRATCH}")
foreach(step
    "${CMAKE_COMMAND};--install;${BINARY};--prefix;${SCRATCH}/prefix"
    "${CMAKE_COMMAND};-S;${SOURCE}/tests/package/consumer;-B;${SCRATCH}/build;-DCMAKE_PREFIX_PATH=${SCRATCH}/prefix"
    "${CMAKE_COMMAND};--build;${SCRATCH}/build")
  execute_process(COMMAND ${step} RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "${step} failed (${result}):\n${out}\n${err}")
  endif()
endforeach()

# consumer_run(EXPECTED_EXIT OUTPUT_REGEX [--bug])
function(consumer_run expected_exit expected_output)
  set(command "${SCRATCH}/build/consumer" "${SCRATCH}/prefix/share/fragid" ${ARGN})
  string(JOIN " " shown ${command})
  execute_process(COMMAND ${command} RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message("${shown}: exit ${result}\n${out}${err}")
  if(NOT result EQUAL expected_exit)
    message(FATAL_ERROR "${shown} exited ${result}, not ${expected_exit}")
  endif()
  if(NOT out MATCHES "${expected_output}")
    message(FATAL_ERROR "${shown} printed no match for: ${expected_output}")
  endif()
endfunction()
# Correct, it passes every case it takes.
consumer_run(0 "^[1-9][0-9]* passed, 0 failed\n$")
# A start beyond the end left unclamped is reported, as a failure of exactly such a case, and exits 1.
consumer_run(1 "failed rfc5147-char-range-wholly-beyond-end: expected ok range characters \\[6,6\\).*\n[1-9][0-9]* passed, [1-9][0-9]* failed\n$" --bug)
