// Misreadings of every spec alike: a scheme not implemented, answered with one
// status or with an error (issue 43: errors are misreadings too, so that an
// implementation that throws on every char= is diagnosed as one that does not
// implement it). Made from the spec table, so that a new spec gets its own.
#include <algorithm>

#include "fragid/grammar/fragment.hpp"
#include "fragid/mutants/edits.hpp"
#include "fragid/mutants/mutant.hpp"
#include "makers.hpp"

namespace fragid::mutants {

using namespace conformance;

namespace {

// Answers `unimplemented` to every fragment that names `scheme` where a
// selection starts (as the runner reads it: schemes_named()), the rest as the reference.
Run without_scheme(Spec spec, std::string scheme, std::function<Answer()> unimplemented) {
    return [spec, scheme = std::move(scheme), unimplemented = std::move(unimplemented)](const Request& r, const Resolve& resolve) {
        const auto named = schemes_named(spec, r.fragment);
        if (std::find(named.begin(), named.end(), scheme) != named.end()) return unimplemented();
        return resolve(r.fragment, r.entity);
    };
}

// The section whose schemes the misreading leaves out: where the spec defines
// its schemes, s.3 in each ("rfc7111 s.3"), cited by the spec's name.
std::string defining_section(Spec spec) { return std::string(to_string(spec)) + " s.3"; }

}  // namespace

std::vector<Mutant> unimplemented_schemes() {
    std::vector<Mutant> list;
    for (const auto& spec : spec_table) {
        for (const auto& scheme : schemes_of(spec.spec)) {
            list.push_back(misreading_of(
                spec.spec, "unimplemented", scheme + "-not-implemented", defining_section(spec.spec),
                "does not implement " + scheme + ": every fragment that names it identifies nothing (answered ignored)",
                without_scheme(spec.spec, scheme, [] { return status_answer(Status::ignored); })));
            list.push_back(misreading_of(
                spec.spec, "unimplemented", scheme + "-not-implemented-errors", defining_section(spec.spec),
                "does not implement " + scheme + ": every fragment that names it gets no answer (an error)",
                without_scheme(spec.spec, scheme, [] { return error_answer("the scheme is not implemented"); })));
        }
    }
    return list;
}

}  // namespace fragid::mutants
