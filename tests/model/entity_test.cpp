// The entity of the model: bytes, charset, line endings, and a stream to read
// them from; nothing of the layers above it (issue 30: the model knows no
// resolver's concept: a batch's memo is the resolver's option, resolve.hpp).
#include <gtest/gtest.h>

#include "fragid/model/entity.hpp"

namespace fragid {
namespace {

template <class E>
concept has_memo = requires(E e) { e.memo; };

TEST(Entity, HoldsNoResolversMemo) { EXPECT_FALSE(has_memo<Entity>); }

}  // namespace
}  // namespace fragid
