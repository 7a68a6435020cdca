// One implementation's run made in code, for the diagnosis's tests: cases whose
// expected answer is the reference's, and answers given as outcomes, as "what
// the reference answers for this other fragment", as no answer, or as never sent.
#pragma once

#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "fragid/conformance/difference.hpp"
#include "fragid/conformance/producer.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/run_case.hpp"
#include "fragid/diagnosis/diagnosis.hpp"

namespace fragid::test {

class MadeRun {
public:
    MadeRun() {
        reference_.start();
        handshake.supports.specs = {Spec::rfc5147, Spec::rfc7111, Spec::wilde};
    }

    const conformance::Case& add(Spec spec, std::string fragment, std::string entity, std::optional<std::string> charset = {}) {
        conformance::Case c;
        c.id = std::string(describe(spec).id_prefix) + "t-" + std::to_string(cases_.size());
        c.spec = spec;
        c.entity.bytes = std::move(entity);
        c.entity.charset = std::move(charset);
        conformance::ResolveCheck check;
        check.fragment = fragment;
        check.acceptable = {reference(c, fragment)};
        c.check = std::move(check);
        return cases_.emplace_back(std::move(c));
    }
    const conformance::Case& text(std::string fragment, std::string entity) { return add(Spec::rfc5147, std::move(fragment), std::move(entity)); }
    const conformance::Case& csv(std::string fragment, std::string entity) { return add(Spec::rfc7111, std::move(fragment), std::move(entity)); }

    conformance::Outcome reference(const conformance::Case& c, const std::string& fragment) {
        return *reference_.run(conformance::Request{c.id, c.spec, fragment, c.entity.view()}).outcome();
    }

    void answer(const conformance::Case& c, conformance::Outcome actual) {
        conformance::CaseRecord r;
        r.c = &c;
        r.difference = conformance::difference(*c.resolves(), actual, true);
        r.verdict = r.difference ? conformance::Verdict::failed : conformance::Verdict::passed;
        r.actual = std::move(actual);
        records.push_back(std::move(r));
    }
    void answer_as(const conformance::Case& c, const std::string& fragment) { answer(c, reference(c, fragment)); }
    // A producer case (a `lines` or `rows` kind) whose answer is `produced`: fragments and their claims.
    void produce(Spec spec, std::string entity, const std::vector<conformance::Produced>& produced) {
        conformance::Case c;
        c.id = std::string(describe(spec).id_prefix) + "t-" + std::to_string(cases_.size());
        c.spec = spec;
        c.entity.bytes = std::move(entity);
        c.check = conformance::ProduceCheck{spec == Spec::rfc7111 ? "rows" : "lines"};
        const auto& added = cases_.emplace_back(std::move(c));
        conformance::CaseRecord r;
        r.c = &added;
        r.produced = conformance::check_produced(added, produced, true);
        r.verdict = conformance::producer_verdict(r.produced) ? conformance::Verdict::failed : conformance::Verdict::passed;
        records.push_back(std::move(r));
    }
    void right(const conformance::Case& c) { answer_as(c, c.resolves()->fragment); }
    void no_answer(const conformance::Case& c, conformance::Verdict how = conformance::Verdict::errored) {
        conformance::CaseRecord r;
        r.c = &c;
        r.verdict = how;
        r.detail = "it threw";
        records.push_back(std::move(r));
    }
    // As the runner records a case after it gave the adapter up: errored, never sent.
    void never_sent(const conformance::Case& c) {
        no_answer(c);
        records.back().unsent = true;
        records.back().detail = "adapter given up after 5 restarts";
    }

    diagnosis::Diagnosis diagnose() const { return diagnosis::diagnose(handshake, records); }

    conformance::Handshake handshake;
    std::vector<conformance::CaseRecord> records;

private:
    std::deque<conformance::Case> cases_;
    conformance::ReferenceAdapter reference_;
};

// The names of the causes a diagnosis named, in order.
inline std::vector<std::string> cause_names(const diagnosis::Diagnosis& d) {
    std::vector<std::string> names;
    for (const auto& c : d.causes) names.push_back(c.misreading->name);
    return names;
}

}  // namespace fragid::test
