// A stream (Entity::stream, entity_stream.hpp) answers one resolution: the
// resolver's front door says so before it reads (resolve.hpp).
#include <gtest/gtest.h>

#include <cstdint>
#include <stdexcept>

#include "fragid/entity/entity_stream.hpp"
#include "fragid/entity/mapped_file.hpp"
#include "fragid/reference/resolve.hpp"

namespace fragid {
namespace {

// The second is refused (the bytes the first left behind are gone), never
// read from released pages or answered wrong.
TEST(StreamResolution, AStreamIsResolvedOnce) {
    const MappedFile zero("/dev/zero", EntityStream::Limits{4096, std::uint64_t{1} << 20, std::uint64_t{8} << 20});
    const Entity entity{zero.bytes(), "UTF-8", LineEndingSet::all(), zero.stream()};
    const auto first = resolve(Spec::rfc5147, "char=0,3", entity);
    EXPECT_EQ(status_of(first), Status::ok);
    EXPECT_THROW((void)resolve(Spec::rfc5147, "char=0,3", entity), std::logic_error);
}

}  // namespace
}  // namespace fragid
