// The C++ implementation fuzz/differential.cpp checks in process. One
// function: return your Adapter (conformance/adapter.hpp). Build with
//   cmake -DFRAGID_BUILD_FUZZERS=ON -DFRAGID_DIFFERENTIAL_ADAPTER=/path/my_adapter.cpp ...
// where my_adapter.cpp defines this function (and links what it needs through
// FRAGID_DIFFERENTIAL_LIBRARIES); the default is implementation_under_test.cpp.
#pragma once

#include <memory>

#include "fragid/conformance/adapter.hpp"

namespace fragid::fuzz {
std::unique_ptr<conformance::Adapter> make_implementation_under_test();
}  // namespace fragid::fuzz
