// The default implementation under test: the reference itself, which must
// never disagree with itself (CI runs this for a short fixed time).
#include "implementation_under_test.hpp"

#include "fragid/conformance/reference_adapter.hpp"

namespace fragid::fuzz {
std::unique_ptr<conformance::Adapter> make_implementation_under_test() {
    return std::make_unique<conformance::ReferenceAdapter>();
}
}  // namespace fragid::fuzz
