#include <string>

#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/mutants/mutant.hpp"

namespace fragid::mutants {

using namespace conformance;

Handshake MutantAdapter::start() {
    auto h = ReferenceAdapter().start();
    h.implementation = {"fragid-mutant-" + mutant_.name, "1", "C++",
                        "docs/mutation-testing.md"};
    h.supports.specs = {mutant_.spec};
    h.supports.produce.clear();  // the producer cases are the reference's self-check
    if (mutant_.declare) mutant_.declare(h.supports);
    return h;
}

Answer MutantAdapter::run(const Request& request) {
    ReferenceAdapter reference(ReferenceAdapter::Results::outcome_only);
    const Resolve resolve = [&](std::string_view fragment, const Entity& entity) {
        return reference.run(Request{request.id, request.spec, fragment, entity});
    };
    try {
        return mutant_.run(request, resolve);
    } catch (const std::exception& e) {
        return Answer{Failure{Failure::How::errored, std::string(threw) + e.what()}};
    }
}

}  // namespace fragid::mutants
