#include "fragid/mutants/score.hpp"

#include <algorithm>
#include <sstream>

#include "fragid/conformance/run_case.hpp"

namespace fragid::mutants {

using namespace conformance;

std::size_t MutationScore::misreadings() const {
    return std::count_if(runs.begin(), runs.end(), [](const MutantRun& r) { return !r.mutant->defensible; });
}

std::size_t MutationScore::killed() const {
    return std::count_if(runs.begin(), runs.end(), [](const MutantRun& r) { return !r.mutant->defensible && r.killed(); });
}

bool MutationScore::perfect() const {
    return std::all_of(runs.begin(), runs.end(), [](const MutantRun& r) { return r.as_it_must_be(); });
}

MutationScore mutation_score(const std::vector<const Mutant*>& mutants, const std::vector<const Case*>& cases) {
    MutationScore score;
    for (const auto* mutant : mutants) {
        MutantAdapter adapter(*mutant);
        const auto handshake = adapter.start();
        MutantRun run;
        run.mutant = mutant;
        for (const auto* c : cases) {
            if (c->spec != mutant->spec) continue;
            const auto record = run_case(adapter, handshake.supports, *c);
            if (record.verdict == Verdict::skipped) continue;
            ++run.sent;
            // A misreading that errs on purpose (error_answer(): "gives no answer where ...")
            // is failed by an errored case as by a failed one; one that threw is a
            // bug of the catalogue's (MutantAdapter says so), never a kill.
            const bool threw = record.verdict == Verdict::errored && record.detail.starts_with(MutantAdapter::threw);
            if (record.verdict == Verdict::failed || (record.verdict == Verdict::errored && !threw)) run.failed.push_back(c->id);
            else if (record.verdict != Verdict::passed) run.broken.push_back(c->id + ": " + record.detail);
        }
        score.runs.push_back(std::move(run));
    }
    return score;
}

namespace {

std::string ids(const std::vector<std::string>& list, std::size_t most) {
    std::string out;
    for (std::size_t i = 0; i < list.size() && i < most; ++i) out += (i ? ", " : "") + list[i];
    if (list.size() > most) out += ", ... (" + std::to_string(list.size()) + " in all)";
    return out;
}

}  // namespace

std::string score_text(const MutationScore& score, bool verbose) {
    std::ostringstream out;
    std::size_t defensible = 0, false_failures = 0;
    for (const auto& r : score.runs) {
        const auto& m = *r.mutant;
        if (m.defensible) {
            ++defensible;
            if (!r.as_it_must_be()) ++false_failures;
        }
        if (!r.as_it_must_be()) {
            if (m.defensible)
                out << "FALSE FAILURE: " << m.name << " (" << m.reading << "; accepted by " << m.requirement
                    << ") fails " << (r.failed.empty() ? "no case" : ids(r.failed, 12))
                    << (r.broken.empty() ? "" : "; no answer to " + ids(r.broken, 3)) << "\n";
            else
                out << "SURVIVED: " << m.name << " (" << m.reading << ") violates " << m.requirement << "; "
                    << r.sent << " cases sent, none failed it\n";
        } else if (verbose) {
            out << (m.defensible ? "accepted: " : "killed: ") << m.name << " (" << m.requirement << ", " << r.sent
                << " sent)" << (m.defensible ? "" : " by " + ids(r.failed, 8)) << "\n";
        }
        if (!m.defensible && !r.broken.empty()) out << "note: " << m.name << " gave no answer to " << ids(r.broken, 3) << "\n";
    }
    out << "mutation score: " << score.killed() << "/" << score.misreadings() << " misreadings killed; "
        << (defensible - false_failures) << "/" << defensible << " defensible readings accepted\n";
    return out.str();
}

}  // namespace fragid::mutants
