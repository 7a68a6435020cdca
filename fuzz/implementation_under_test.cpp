// The default implementation under test: the reference itself, which must
// never disagree with itself (CI runs this for a short fixed time). Outcomes
// only, as on the reference's side: a finding still shows the outcome it gave,
// and the whole results as JSON are fuzzed by protocol_messages.cpp.
#include "implementation_under_test.hpp"

#include "fragid/conformance/reference_adapter.hpp"

namespace fragid::fuzz {
std::unique_ptr<conformance::Adapter> make_implementation_under_test() {
    return std::make_unique<conformance::ReferenceAdapter>(conformance::ReferenceAdapter::Results::outcome_only);
}
}  // namespace fragid::fuzz
