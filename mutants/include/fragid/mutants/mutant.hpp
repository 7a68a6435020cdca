// A mutant implementation: the reference with one known misreading of a spec
// sentence, or with one reading the spec allows (a defensible reading). The
// suite must fail every misreading on some case (kill it) and pass every
// defensible reading on every case it sends (a failure there would be a false
// failure, the worse error: BRIEF.md, "a fair verdict").
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "fragid/conformance/adapter.hpp"

namespace fragid::mutants {

// How a mutant asks the reference: a fragment (as written) in an entity.
using Resolve = std::function<conformance::Answer(std::string_view fragment, const Entity& entity)>;

struct Mutant {
    std::string name;  // "rfc5147-lines-from-one": the spec's id prefix, then the misreading
    Spec spec = Spec::rfc5147;
    // A misreading the suite must kill, or a reading the spec allows that it must not.
    bool defensible = false;
    // For a misreading: the id of the requirement it violates (requirements/*.yaml),
    // or the section whose sentence it contradicts where no requirement has a
    // key word ("rfc5147 s.2.1.1"). For a defensible reading: where it is accepted.
    std::string requirement;
    std::string reading;  // what it does, in one sentence
    // Where a real implementation was seen reading so, if anywhere.
    std::string seen_in;
    // The family of misreadings it belongs to ("charsets", "line-endings",
    // "numbering", ...): the diagnosis's self-test composes pairs of
    // misreadings from different families (docs/diagnosis.md).
    std::string family;
    // The words of the spec it contradicts, where `requirement` names a
    // section rather than a requirement of the catalogue (whose words are
    // its quote): RFC 5147 s.2.2.3's "counting starts at zero" has no key word.
    std::string quote;
    // Changes the handshake (the reference's, limited to `spec`): a partial
    // implementation declares what it lacks. Empty: nothing changed.
    std::function<void(conformance::Support&)> declare;
    // Answers a request, asking the reference as the misreading would.
    std::function<conformance::Answer(const conformance::Request&, const Resolve&)> run;
};

// Every mutant, misreadings first, then the defensible readings (catalogue.cpp).
const std::vector<Mutant>& catalogue();
// A mutant of the catalogue by name; "OUTER+INNER" is two misreadings
// composed (composed()), made once and kept.
const Mutant* find_mutant(std::string_view name);

// `outer` applied on top of `inner`: a request is answered as `outer` answers
// it, where `outer` asks `inner` instead of the reference. "+2 rows" on top of
// "a range read as its start" reads row=3-5 as row=5. Named "OUTER+INNER", of
// both families; a misreading only if both are.
Mutant composed(const Mutant& outer, const Mutant& inner);

// The parts of the catalogue. A spec's misreadings are the specialisation of
// mutants_of for it, in its own file (mutants/src/<media type>_mutants.cpp,
// declared in its .hpp beside it); the catalogue joins them in the spec
// table's order.
template <Spec S>
std::vector<Mutant> mutants_of();
std::vector<Mutant> unimplemented_schemes(); // every spec: a scheme not implemented
std::vector<Mutant> defensible_readings();  // every spec

// The mutant behind the Adapter interface, so that it runs in process or is
// served over the adapter protocol (`fragid adapter --mutant NAME`).
class MutantAdapter final : public conformance::Adapter {
public:
    explicit MutantAdapter(const Mutant& mutant) : mutant_(mutant) {}
    conformance::Handshake start() override;
    conformance::Answer run(const conformance::Request& request) override;
    // How the message of an answer starts when the mutant threw: its own bug.
    static constexpr const char* threw = "the mutant threw: ";

private:
    const Mutant& mutant_;
};

}  // namespace fragid::mutants
