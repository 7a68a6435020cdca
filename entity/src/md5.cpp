#include "fragid/entity/md5.hpp"

#include <algorithm>

#include "fragid/entity/mapped_file.hpp"

namespace fragid {
namespace {

// The digest is fed in pieces so that a mapped file's pages can be handed
// back behind it (release_bytes_before): memory stays bounded.
constexpr std::size_t digest_piece = 16 * 1024 * 1024;

}  // namespace

Md5Digest md5(std::string_view bytes) {
    Md5 digest;
    for (std::size_t done = 0; done < bytes.size(); done += digest_piece) {
        digest.update(bytes.substr(done, digest_piece));
        release_bytes_before(bytes, done + digest_piece);
    }
    return digest.finish();
}

}  // namespace fragid
