#include "fragid/testkit/differential.hpp"

#include <algorithm>
#include <rapidcheck.h>

#include "fragid/conformance/runner.hpp"
#include "fragid/conformance/vector_writer.hpp"
#include "fragid/testkit/case_generators.hpp"

namespace fragid::testkit {

using conformance::Adapter;
using conformance::Answer;
using conformance::Case;
using conformance::Handshake;
using conformance::Spec;

namespace {

// A fragment that makes the reference read the whole entity: an open range
// ends at the end, so every character before it is decoded.
std::string_view whole_entity_fragment(Spec spec) {
    switch (spec) {
        case Spec::rfc5147: return "char=0,";
        case Spec::rfc7111: return "row=1-*";
        case Spec::wilde: return "char(1,)";
    }
    return "";
}

Outcome status_only(Status status) {
    Outcome outcome;
    outcome.status = status;
    return outcome;
}

std::string_view kind_name(Answer::Kind kind) {
    switch (kind) {
        case Answer::Kind::result: return "answered";
        case Answer::Kind::skipped: return "skipped";
        case Answer::Kind::errored: return "errored";
        case Answer::Kind::crashed: return "crashed";
        case Answer::Kind::timed_out: return "timed out";
        case Answer::Kind::produced: return "produced fragments";
    }
    return "?";
}

}  // namespace

Comparison compare_with_reference(Adapter& reference, Adapter& implementation, const Handshake& handshake,
                                  const Case& c) {
    Comparison comparison;
    comparison.expected = c;
    if (auto need = conformance::unsupported_need(c, handshake.supports)) {
        comparison.kind = Comparison::Kind::skipped;
        comparison.what = *need;
        return comparison;
    }
    const auto expected = reference.run(conformance::request_for(c));
    if (expected.kind != Answer::Kind::result) {
        // The reference answers every case; if it does not, nothing can be compared.
        comparison.kind = Comparison::Kind::skipped;
        comparison.what = "the reference gave no result: " + expected.message;
        return comparison;
    }
    comparison.expected.acceptable = {expected.outcome};
    comparison.expected.expect_any = false;
    if (expected.outcome.status != Status::entity_error) {
        Case probe = c;
        probe.fragment = whole_entity_fragment(c.spec);
        if (reference.run(conformance::request_for(probe)).outcome.status == Status::entity_error) {
            comparison.expected.acceptable.push_back(status_only(Status::entity_error));
            comparison.expected.expect_any = true;
        }
    }

    comparison.implementation = implementation.run(conformance::request_for(c));
    const auto& answer = comparison.implementation;
    if (answer.adapter_unusable) {
        try {
            implementation.restart();
        } catch (const std::exception&) {
            // Reported with the finding; the caller stops at a finding anyway.
        }
    }
    switch (answer.kind) {
        case Answer::Kind::result:
            if (auto what = conformance::difference(comparison.expected, answer.outcome, handshake.supports.byte_offsets)) {
                comparison.kind = Comparison::Kind::differ;
                comparison.what = *what;
            }
            return comparison;
        case Answer::Kind::skipped:
            comparison.kind = Comparison::Kind::skipped;
            comparison.what = answer.message;
            return comparison;
        default:
            comparison.kind = Comparison::Kind::differ;
            comparison.what = "the implementation " + std::string(kind_name(answer.kind)) + ": " + answer.message;
            return comparison;
    }
}

RandomReport run_random(Adapter& reference, Adapter& implementation, const Handshake& handshake,
                        const RandomOptions& options, const std::function<void(std::size_t)>& progress) {
    std::vector<Spec> specs = options.specs;
    if (specs.empty()) specs.assign(handshake.supports.specs.begin(), handshake.supports.specs.end());
    RandomReport report;
    if (specs.empty()) return report;

    rc::Random random(options.seed);
    const auto differs = [&](const Case& c) {
        auto comparison = compare_with_reference(reference, implementation, handshake, c);
        return comparison.kind == Comparison::Kind::differ ? std::optional(std::move(comparison)) : std::nullopt;
    };
    // Cases as the generator makes them, but with every line ending in force:
    // where conventions are explicit RFC 5147 leaves CR LF open (docs/interpretations.md).
    const auto generated = [](const rc::Shrinkable<Case>& s) {
        auto c = s.value();
        c.entity.line_endings = LineEndingSet::all();
        return c;
    };

    for (std::size_t i = 0; i < options.count; ++i) {
        const auto spec = specs[i % specs.size()];
        // Sizes sweep 0..99 as RapidCheck's own runs do: small cases first.
        const auto shrinkable = gen_case(spec)(random.split(), static_cast<int>(i % 100));
        Case c;
        try {
            c = generated(shrinkable);
        } catch (const std::exception&) {
            continue;  // a generator gave up (rc::gen::suchThat); draw the next
        }
        c.id = "random-" + std::to_string(i);
        auto found = differs(c);
        if (!found) {
            const auto sent = conformance::unsupported_need(c, handshake.supports) ? &report.skipped : &report.compared;
            ++*sent;
            if (progress) progress(i + 1);
            continue;
        }
        ++report.compared;
        report.case_index = i;

        // Greedy shrinking: take the first smaller case that still disagrees, until none does.
        auto current = shrinkable;
        bool smaller = true;
        std::size_t spent = 0;
        while (smaller && spent < options.max_shrink_steps) {
            smaller = false;
            auto candidates = current.shrinks();
            while (auto candidate = candidates.next()) {
                if (++spent > options.max_shrink_steps) break;
                Case next;
                try {
                    next = generated(*candidate);
                } catch (const std::exception&) {
                    continue;
                }
                next.id = c.id;
                if (auto still = differs(next)) {
                    current = *candidate;
                    found = std::move(still);
                    ++report.shrink_steps;
                    smaller = true;
                    break;
                }
            }
        }
        report.finding = std::move(found);
        return report;
    }
    return report;
}

namespace {

std::string one_line(std::string text) {
    std::replace_if(text.begin(), text.end(), [](char ch) { return ch == '\n' || ch == '\r'; }, ' ');
    return text;
}

// Where such a finding usually belongs: the grammar's section for syntax
// errors, the section on what the schemes identify otherwise.
std::string likely_section(const Case& c) {
    const bool syntax = !c.acceptable.empty() && c.acceptable.front().status == Status::syntax_error;
    switch (c.spec) {
        case Spec::rfc5147: return syntax ? "3" : "2";
        case Spec::rfc7111: return syntax ? "3" : "2";
        case Spec::wilde: return syntax ? "4" : "3.1";
    }
    return "";
}

std::string_view short_name(Spec spec) {
    switch (spec) {
        case Spec::rfc5147: return "rfc5147";
        case Spec::rfc7111: return "rfc7111";
        case Spec::wilde: return "wilde";
    }
    return "";
}

}  // namespace

std::string finding_yaml(const Comparison& finding, const std::vector<std::string>& how_found) {
    Case c = finding.expected;
    c.id = std::string(short_name(c.spec)) + "-differential-finding";
    c.description = "An implementation disagreed with the reference here.";
    c.section = likely_section(c);
    c.level = c.expect_any ? conformance::Level::impl_defined : conformance::Level::must;
    c.tags = {"differential"};
    std::vector<std::string> comments;
    for (const auto& line : how_found) comments.push_back(one_line(line));
    comments.push_back("The implementation: " + one_line(finding.what));
    if (!finding.implementation.raw.empty()) comments.push_back("It answered: " + one_line(finding.implementation.raw));
    comments.push_back("The expectation is the reference's answer. Before committing: choose a stable id, the");
    comments.push_back("section and level, and check the spec: where it leaves a choice open, the level is");
    comments.push_back("impl-defined with expect_any (docs/interpretations*.md).");
    return conformance::vector_yaml(c, comments);
}

}  // namespace fragid::testkit
