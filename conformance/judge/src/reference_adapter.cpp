#include "fragid/conformance/reference_adapter.hpp"

#include <string>
#include <type_traits>
#include <vector>
#include <nlohmann/json.hpp>

#include "fragid/conformance/result_json.hpp"
#include "fragid/reference/resolve.hpp"

namespace fragid::conformance {
namespace {

// What the reference produces, as its handshake declares it ("rfc5147-lines"):
// each spec's producer kind (spec.hpp), where it has one.
std::vector<std::string> produced_kinds() {
    std::vector<std::string> kinds;
    for (const auto& d : spec_table)
        if (!d.producer_kind.empty()) kinds.push_back(produce_capability(d.spec, d.producer_kind));
    return kinds;
}

}  // namespace

Handshake ReferenceAdapter::start() {
    Handshake h;
    h.implementation = {"fragid-reference", FRAGID_VERSION, "C++", ""};  // no public homepage yet
    for (const auto& d : spec_table) h.supports.specs.insert(d.spec);
    h.supports.length_check = true;
    h.supports.md5_check = true;
    h.supports.charsets = {"*"};
    h.supports.line_endings = true;
    h.supports.line_ending_context = LineEndingSet::all();  // when not told: every convention s.4.1 names
    h.supports.byte_offsets = true;
    h.supports.produce = produced_kinds();
    return h;
}

Answer ReferenceAdapter::run(const Request& request) {
    Answer answer;
    std::visit(
        [&](const auto& result) {
            answer.reply = outcome_of(result);
            if (results_ == Results::as_json) answer.result = result;
        },
        resolve(request.spec, request.fragment, request.entity));
    return answer;
}

namespace reference_producers {

// A spec whose row names a producer kind and whose entry declares no
// producer: the reference's own fault, said so. Each spec's own producer, for
// its fragment type, is in its entry (outcome.hpp includes them all).
template <class Fragment>
Answer produced(std::type_identity<Fragment>, const Entity&) {
    constexpr Spec spec = spec_of_fragment<Fragment>;
    return Answer{Failure{Failure::How::errored,
                          "the reference has no producer for " + produce_capability(spec, describe(spec).producer_kind)}};
}

}  // namespace reference_producers

Answer ReferenceAdapter::produce(const ProduceRequest& request) {
    const auto kind = describe(request.spec).producer_kind;
    if (kind.empty() || request.kind != kind) {
        std::string listed;
        for (const auto& produced_kind : produced_kinds()) listed += (listed.empty() ? "" : ", ") + produced_kind;
        return Answer{Skipped{"the reference produces " + listed + " only"}};
    }
    return with_spec(request.spec, [&](auto s) {
        return reference_producers::produced(std::type_identity<fragment_of<s.value>>{}, request.entity);
    });
}

}  // namespace fragid::conformance
