#include "csv_page_release.hpp"

#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>

namespace fragid::csv_detail {
namespace {

// Smaller entities are left alone: their pages cost little, and looking the
// mapping up costs more than reading them.
constexpr std::uint64_t worth_releasing = 32u << 20;

// Whether [begin, end) lies inside one mapping of /proc/self/maps that is
// readable, not writable, and backed by a file (an inode): the only kind whose
// pages MADV_DONTNEED drops without losing what they held (madvise(2)).
bool is_read_only_file_mapping(std::uintptr_t begin, std::uintptr_t end) {
    std::ifstream maps("/proc/self/maps");
    std::string line;
    while (std::getline(maps, line)) {
        std::istringstream fields(line);
        std::string range, permissions, offset, device;
        unsigned long long inode = 0;
        if (!(fields >> range >> permissions >> offset >> device >> inode)) continue;
        const auto dash = range.find('-');
        if (dash == std::string::npos) continue;
        const std::uintptr_t from = std::stoull(range.substr(0, dash), nullptr, 16);
        const std::uintptr_t to = std::stoull(range.substr(dash + 1), nullptr, 16);
        if (begin < from || end > to) continue;
        return permissions.size() >= 2 && permissions[0] == 'r' && permissions[1] == '-' && inode != 0;
    }
    return false;
}

std::uintptr_t page_size() { return static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE)); }

}  // namespace

PageRelease::PageRelease(std::string_view bytes) : bytes_(bytes) {
    if (bytes.size() < worth_releasing) return;
    const auto begin = reinterpret_cast<std::uintptr_t>(bytes.data());
    enabled_ = is_read_only_file_mapping(begin, begin + bytes.size());
}

void PageRelease::release(std::uint64_t offset) {
    // Whole pages only, from the page the last release stopped at.
    const std::uintptr_t page = page_size();
    const auto base = reinterpret_cast<std::uintptr_t>(bytes_.data());
    const std::uintptr_t from = (base + released_) & ~(page - 1);
    const std::uintptr_t to = (base + offset) & ~(page - 1);
    if (to > from) ::madvise(reinterpret_cast<void*>(from), to - from, MADV_DONTNEED);
    released_ = offset;
}

}  // namespace fragid::csv_detail
