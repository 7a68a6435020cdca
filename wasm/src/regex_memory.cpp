// The memory bound of match() inside the module (regex_memory.hpp): the C
// library's allocation functions, replaced for the whole module, pass every
// call to emscripten's dlmalloc (its emscripten_builtin_* names, which exist
// for this) and count, while a budget is set, what the search takes from it.
// A request past the budget fails as an allocation fails when memory runs out
// (a null pointer, ENOMEM; operator new then throws bad_alloc), and musl's
// regcomp and regexec answer REG_ESPACE. dlmalloc's own cap on the memory it
// takes from the system (malloc_set_footprint_limit) would leave a search the
// free memory the heap already holds, however much that is.
#include "regex_memory.hpp"

#include <emscripten/emmalloc.h>  // emscripten_builtin_malloc, _free, _memalign
#include <malloc.h>               // malloc_usable_size: dlmalloc's, not replaced here

#include <cerrno>
#include <cstdint>
#include <cstring>

namespace fragid::wasm {
namespace {

struct Budget {
    bool set = false;
    std::size_t left = 0;
};
Budget budget;

void give_back(void* memory) {
    if (budget.set && memory) budget.left += malloc_usable_size(memory);
}

// `memory` if the budget (when one is set) has room for it, which it then
// counts; otherwise nothing, with errno set as for memory run out.
void* counted(void* memory) {
    if (memory && budget.set) {
        const std::size_t size = malloc_usable_size(memory);
        if (size <= budget.left) {
            budget.left -= size;
        } else {
            emscripten_builtin_free(memory);
            memory = nullptr;
        }
    }
    if (!memory) errno = ENOMEM;
    return memory;
}

}  // namespace

RegexMemoryBudget::RegexMemoryBudget(std::uint64_t megabytes, std::uint64_t also) : outer_(budget.set) {
    constexpr std::uint64_t most = SIZE_MAX;
    const std::uint64_t bytes = megabytes > (most >> 20) ? most : (megabytes << 20);
    const std::uint64_t total = bytes > most - also ? most : bytes + also;
    if (!outer_) budget = {true, static_cast<std::size_t>(total)};
}

RegexMemoryBudget::~RegexMemoryBudget() {
    if (!outer_) budget = {};
}

}  // namespace fragid::wasm

// The allocation functions of the C library (and through them operator new).
extern "C" {

void* malloc(std::size_t size) {
    if (fragid::wasm::budget.set && size > fragid::wasm::budget.left) {  // not even asked for
        errno = ENOMEM;
        return nullptr;
    }
    return fragid::wasm::counted(emscripten_builtin_malloc(size));
}

void free(void* memory) {
    fragid::wasm::give_back(memory);
    emscripten_builtin_free(memory);
}

void* calloc(std::size_t count, std::size_t size) {
    if (size != 0 && count > SIZE_MAX / size) {
        errno = ENOMEM;
        return nullptr;
    }
    void* memory = malloc(count * size);
    if (memory) std::memset(memory, 0, count * size);
    return memory;
}

void* realloc(void* memory, std::size_t size) {
    if (!memory) return malloc(size);
    if (size == 0) {
        free(memory);
        return nullptr;
    }
    const std::size_t had = malloc_usable_size(memory);
    if (size <= had) return memory;
    void* moved = malloc(size);
    if (!moved) return nullptr;  // the old block stays, as realloc leaves it
    std::memcpy(moved, memory, had);
    free(memory);
    return moved;
}

void* memalign(std::size_t alignment, std::size_t size) {
    return fragid::wasm::counted(emscripten_builtin_memalign(alignment, size));
}

void* aligned_alloc(std::size_t alignment, std::size_t size) { return memalign(alignment, size); }

int posix_memalign(void** out, std::size_t alignment, std::size_t size) {
    if (alignment < sizeof(void*) || (alignment & (alignment - 1)) != 0) return EINVAL;
    void* memory = memalign(alignment, size);
    if (!memory) return ENOMEM;
    *out = memory;
    return 0;
}

}
