// The memory bound of the draft's match() inside the module: the native
// sandbox lets each search take --regex-megabytes beyond what its child holds
// as it starts (setrlimit); here, while a RegexMemoryBudget lives, whatever
// the module allocates is counted (regex_memory.cpp replaces the C library's
// allocation functions), and an allocation past the budget fails, which musl's
// regcomp and regexec answer REG_ESPACE: the memory limit reached, in the
// native sandbox's words (regex_in_process.cpp). Memory given back during the
// search is counted back.
#pragma once

#include <cstdint>

namespace fragid::wasm {

class RegexMemoryBudget {
public:
    // `megabytes` MiB, and `also` bytes more (the search's own copy of the
    // text, which the native child receives before its limit applies). A
    // budget set inside another keeps the outer one.
    RegexMemoryBudget(std::uint64_t megabytes, std::uint64_t also);
    ~RegexMemoryBudget();
    RegexMemoryBudget(const RegexMemoryBudget&) = delete;
    RegexMemoryBudget& operator=(const RegexMemoryBudget&) = delete;

private:
    bool outer_;
};

}  // namespace fragid::wasm
