# ctest: install fragid into a scratch prefix, build tests/package/consumer
# against it with find_package(fragid), and run it. Arguments: -DSOURCE -DBINARY -DSCRATCH.
file(REMOVE_RECURSE "${SCRATCH}")
foreach(step
    "${CMAKE_COMMAND};--install;${BINARY};--prefix;${SCRATCH}/prefix"
    "${CMAKE_COMMAND};-S;${SOURCE}/tests/package/consumer;-B;${SCRATCH}/build;-DCMAKE_PREFIX_PATH=${SCRATCH}/prefix"
    "${CMAKE_COMMAND};--build;${SCRATCH}/build"
    "${SCRATCH}/build/consumer;${SCRATCH}/prefix/share/fragid")
  execute_process(COMMAND ${step} RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "${step} failed (${result}):\n${out}\n${err}")
  endif()
endforeach()
message("${out}")
