#include "fragid/diagnosis/self_test.hpp"

#include <algorithm>
#include <deque>
#include <map>
#include <random>
#include <sstream>

#include "fragid/conformance/run_case.hpp"
#include "fragid/diagnosis/diagnosis.hpp"

namespace fragid::diagnosis {

using namespace conformance;
using mutants::Mutant;

double SelfTest::share(const std::vector<Trial>& trials) {
    if (trials.empty()) return 1.0;
    const auto right = std::count_if(trials.begin(), trials.end(), [](const Trial& t) { return t.right; });
    return static_cast<double>(right) / static_cast<double>(trials.size());
}

namespace {

struct Bench {
    std::map<Spec, std::vector<const Case*>> cases;  // the resolver cases of each spec
    std::vector<const Mutant*> misreadings;          // the catalogue's, defensible readings left out
    Simulation simulation;
    std::deque<Mutant> compositions;                 // the pairs run, kept alive for the simulation's keys

    // `m` (or `outer` on top of `inner`) run over its spec's cases as an implementation would be.
    std::vector<CaseRecord> run(const Mutant& m) {
        mutants::MutantAdapter adapter(m);
        const auto handshake = adapter.start();
        std::vector<CaseRecord> records;
        for (const auto* c : cases[m.spec]) records.push_back(run_case(adapter, handshake.supports, *c));
        return records;
    }

    // Whether `a` and `b` (either a composition: `inner` given) answer every case of their spec alike.
    bool equivalent(const Mutant& a, const Mutant* a_inner, const Mutant& b, const Mutant* b_inner) {
        if (a.spec != b.spec) return false;
        for (const auto* c : cases[a.spec]) {
            const auto& fragment = c->resolves()->fragment;
            if (!agree(simulation.answer(a, *c, fragment, a_inner), simulation.answer(b, *c, fragment, b_inner), true))
                return false;
        }
        return true;
    }

    // Whether `m` alone answers every failure of `records` as it was answered.
    bool explains_every_failure(const Mutant& m, const std::vector<CaseRecord>& records) {
        return std::all_of(records.begin(), records.end(), [&](const CaseRecord& r) {
            if (r.verdict == Verdict::passed || r.verdict == Verdict::skipped) return true;
            const Reply actual = r.actual && r.verdict == Verdict::failed ? Reply{*r.actual} : Reply{};
            return agree(actual, simulation.answer(m, *r.c, r.c->resolves()->fragment), true);
        });
    }

    // The run of `implementation` and its diagnosis by `catalogue`. (The
    // diagnosis points into the records; moving the vector keeps them where they are.)
    struct Diagnosed {
        std::vector<CaseRecord> records;
        Diagnosis d;
    };
    Diagnosed diagnose_run(const Mutant& implementation, const std::vector<const Mutant*>& catalogue) {
        Diagnosed out{run(implementation), {}};
        out.d = diagnose(mutants::MutantAdapter(implementation).start(), out.records, catalogue, simulation);
        return out;
    }
};

std::vector<std::string> names_of(const Diagnosis& d) {
    std::vector<std::string> names;
    for (const auto& c : d.causes) names.push_back(c.misreading->name);
    return names;
}

std::size_t failures_named(const Diagnosis& d) {
    std::size_t explained = 0;
    for (const auto& c : d.causes) explained = std::max(explained, c.explains);
    return explained;
}

// (a) for one misreading: one group, naming it or an equivalent, covering 90%.
Trial single_trial(Bench& bench, const Mutant& m) {
    Trial t{{&m}};
    const auto run = bench.diagnose_run(m, bench.misreadings);
    const auto& d = run.d;
    t.named = names_of(d);
    t.failures = d.failures;
    t.symptoms = d.unexplained.size();
    if (d.failures == 0) {
        t.why = "it fails no case: nothing to diagnose";
        return t;
    }
    if (d.causes.size() != 1 || !d.compositions.empty()) {
        t.why = d.causes.empty() ? "no cause named" : "more than one cause named";
        return t;
    }
    const auto& cause = d.causes.front();
    t.covered = cause.explains;
    if (!bench.equivalent(*cause.misreading, nullptr, m, nullptr)) t.why = "named a misreading that answers otherwise on some case";
    else if (static_cast<double>(cause.explains) < 0.9 * static_cast<double>(d.failures)) t.why = "the group covers less than 90% of the failures";
    else t.right = true;
    return t;
}

// (a) for a pair: the two names (or equivalents), covering 90% between them.
Trial pair_trial(Bench& bench, const Mutant& outer, const Mutant& inner, const Mutant& pair) {
    Trial t{{&outer, &inner}};
    const auto run = bench.diagnose_run(pair, bench.misreadings);
    const auto& d = run.d;
    t.named = names_of(d);
    t.failures = d.failures;
    t.symptoms = d.unexplained.size();
    const auto is = [&](const Mutant& truth) {
        return std::count_if(d.causes.begin(), d.causes.end(),
                             [&](const Cause& c) { return bench.equivalent(*c.misreading, nullptr, truth, nullptr); }) == 1;
    };
    t.covered = d.failures - d.unexplained.size();
    if (d.causes.size() != 2 || !is(outer) || !is(inner)) t.why = "did not name exactly the two";
    else if (static_cast<double>(t.covered) < 0.9 * static_cast<double>(d.failures)) t.why = "the two cover less than 90% of the failures";
    else t.right = true;
    return t;
}

// (b) for one misreading taken out of the catalogue: every cause named is one
// the run shows wherever it differs from the reference.
Trial left_out_trial(Bench& bench, const Mutant& m) {
    Trial t{{&m}};
    std::vector<const Mutant*> without;
    for (const auto* other : bench.misreadings)
        if (other != &m) without.push_back(other);
    const auto run = bench.diagnose_run(m, without);
    const auto& d = run.d;
    t.named = names_of(d);
    t.failures = d.failures;
    t.symptoms = d.unexplained.size();
    t.covered = failures_named(d);
    t.right = true;
    for (const auto& c : d.causes)
        if (c.agrees < c.differs) {
            t.right = false;
            t.why += (t.why.empty() ? "" : "; ") + c.misreading->name + " named, though the run answers otherwise on " +
                     std::to_string(c.differs - c.agrees) + " of the " + std::to_string(c.differs) +
                     " cases where it changes the reference's answer";
        }
    return t;
}

void draw_pairs(Bench& bench, SelfTest& test, const SelfTestOptions& options) {
    std::mt19937 random(options.seed);
    const auto& all = bench.misreadings;
    for (std::size_t tries = 0; test.pairs.size() < options.pairs && tries < 50 * options.pairs + 1000; ++tries) {
        const auto* outer = all[random() % all.size()];
        const auto* inner = all[random() % all.size()];
        if (outer->spec != inner->spec || outer->family == inner->family) continue;
        const auto& pair = bench.compositions.emplace_back(mutants::composed(*outer, *inner));
        // Both must show: where one of the two alone answers every failure of
        // the pair as the pair does, the other shows in no failure, and no run
        // can tell the pair from that one.
        const auto records = bench.run(pair);
        if (bench.explains_every_failure(*outer, records) || bench.explains_every_failure(*inner, records)) {
            ++test.pairs_masked;
            continue;
        }
        test.pairs.push_back(pair_trial(bench, *outer, *inner, pair));
    }
}

}  // namespace

SelfTest self_test(const std::vector<const Case*>& cases, const SelfTestOptions& options) {
    Bench bench;
    for (const auto* c : cases)
        if (c->resolves()) bench.cases[c->spec].push_back(c);
    for (const auto& m : mutants::catalogue())
        if (!m.defensible) bench.misreadings.push_back(&m);
    const auto& tried = options.only.empty() ? bench.misreadings : options.only;
    SelfTest test;
    for (const auto* m : tried) test.singles.push_back(single_trial(bench, *m));
    draw_pairs(bench, test, options);
    if (options.leave_one_out)
        for (const auto* m : tried) test.left_out.push_back(left_out_trial(bench, *m));
    return test;
}

namespace {

std::string joined(const std::vector<std::string>& names) {
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
    return out.empty() ? "nothing" : out;
}

std::string truth_of(const Trial& t) {
    std::string out;
    for (const auto* m : t.truth) out += (out.empty() ? "" : " on top of ") + m->name;
    return out;
}

void table(std::ostringstream& out, const std::string& title, const std::vector<Trial>& trials, bool verbose) {
    const auto right = std::count_if(trials.begin(), trials.end(), [](const Trial& t) { return t.right; });
    char share[16];
    std::snprintf(share, sizeof share, "%.1f%%", 100.0 * SelfTest::share(trials));
    out << title << ": " << right << "/" << trials.size() << " (" << share << ")\n";
    for (const auto& t : trials) {
        if (t.right && !verbose) continue;
        out << "  " << (t.right ? "right" : "WRONG") << ": " << truth_of(t) << ": named " << joined(t.named) << "; "
            << t.covered << " of " << t.failures << " failures explained, " << t.symptoms << " left as symptoms"
            << (t.why.empty() ? "" : " (" + t.why + ")") << "\n";
    }
}

}  // namespace

std::string self_test_text(const SelfTest& test, bool verbose) {
    std::ostringstream out;
    table(out, "(a) each misreading run alone, diagnosed as itself (one group, at least 90% of its failures)", test.singles, verbose);
    table(out, "(a) pairs of misreadings from different families, diagnosed as their two names", test.pairs, verbose);
    if (test.pairs_masked)
        out << "  (" << test.pairs_masked
            << " pairs drawn were not scored: one of the two alone answers every failure of the pair as the pair does)\n";
    if (!test.left_out.empty())
        table(out, "(b) leave-one-out: each misreading run with itself out of the catalogue, no wrong cause named", test.left_out,
              verbose);
    return out.str();
}

}  // namespace fragid::diagnosis
