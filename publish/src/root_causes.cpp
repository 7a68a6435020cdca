// The groups of a column's deviations (root_causes.hpp), from the diagnosis
// by simulation (diagnosis/): each named misreading a group, each
// composition of two a group, what neither explains grouped by symptom.
#include "fragid/publish/root_causes.hpp"

#include <algorithm>

#include "fragid/diagnosis/diagnosis.hpp"
#include "fragid/model/counted.hpp"
#include "fragid/publish/deviation_groups.hpp"
#include "fragid/publish/html.hpp"

namespace fragid::publish {

using namespace conformance;

namespace {

std::string unique_anchor(std::string anchor, const std::vector<RootCause>& taken) {
    const auto base = html_id(anchor);
    anchor = base;
    for (int n = 2; std::any_of(taken.begin(), taken.end(), [&](const RootCause& c) { return c.anchor == anchor; }); ++n)
        anchor = base + "-" + std::to_string(n);
    return anchor;
}

bool all_produced(const std::vector<const CaseRecord*>& records) {
    return !records.empty() && std::all_of(records.begin(), records.end(), [](const auto* r) { return r->c->produces() != nullptr; });
}

// A misreading's reading is a reader's ("counts rows below the header"); a
// producer that writes so writes as such a reader would read.
std::string reading_of(const mutants::Mutant& m, bool producer) {
    return producer ? "writes fragments as one who " + m.reading + " would read them" : m.reading;
}

RootCause misreading_group(const diagnosis::Cause& cause, const std::vector<RootCause>& taken) {
    RootCause group{"misreading", unique_anchor(cause.misreading->name, taken),
                    reading_of(*cause.misreading, all_produced(cause.records)), cause.records};
    group.explains.insert(cause.records.begin(), cause.records.end());
    group.misreadings = {cause.misreading};
    group.failures_explained = cause.explains;
    group.differs = cause.differs;
    group.agrees = cause.agrees;
    group.exceptions = cause.exceptions;
    group.only_this = cause.only_this;
    group.adapter_parts = cause.adapter_parts;
    return group;
}

RootCause composition_group(const diagnosis::Composition& c, const std::vector<RootCause>& taken) {
    const bool producer = all_produced(c.records);
    RootCause group{"composition", unique_anchor(c.outer->name + "+" + c.inner->name, taken),
                    reading_of(*c.outer, producer) + ", on top of: " + reading_of(*c.inner, producer), c.records};
    group.explains.insert(c.records.begin(), c.records.end());
    group.misreadings = {c.outer, c.inner};
    group.failures_explained = c.records.size();
    return group;
}

}  // namespace

RootCauses root_causes(const MatrixColumn& column) {
    RootCauses out;
    out.stopped = column.summary.stopped;
    if (column.start_failure) return out;  // no answer at all: nothing to explain
    const auto d = diagnosis::diagnose(column.handshake, column.summary.records);
    out.failures = d.failures;
    out.not_diagnosed = d.not_diagnosed;
    for (const auto& cause : d.causes)
        if (!cause.records.empty()) out.groups.push_back(misreading_group(cause, out.groups));
    for (const auto& c : d.compositions) out.groups.push_back(composition_group(c, out.groups));
    for (auto& group : group_deviations(d.unexplained)) {
        RootCause symptom{"symptom", unique_anchor(group.signature, out.groups), group.signature, std::move(group.records)};
        symptom.explains.insert(symptom.records.begin(), symptom.records.end());
        out.groups.push_back(std::move(symptom));
    }
    return out;
}

std::string not_diagnosed_sentence(const RootCauses& causes) {
    std::size_t total = 0;
    std::string why;
    for (const auto& [reason, n] : causes.not_diagnosed) {
        total += n;
        why += (why.empty() ? "" : ", ") + std::to_string(n) + " " + reason;
    }
    std::string out;
    if (total)
        out = fragid::counted(total, "case") + (total == 1 ? " was" : " were") + " not diagnosed, having no answer of the "
              "implementation's: " + why + ".";
    if (!causes.stopped.empty())
        out += std::string(out.empty() ? "" : " ") + "The run was stopped (" + causes.stopped +
               "): the cases after it were not run and are not diagnosed.";
    return out;
}

std::string evidence_sentence(const RootCause& cause, std::size_t failures) {
    std::string out = "explains " + std::to_string(cause.kind == "symptom" ? cause.records.size() : cause.failures_explained) +
                      " of the " + fragid::counted(failures, "failure");
    if (cause.kind != "misreading") return out;
    out += "; of the " + fragid::counted(cause.differs, "case") + " where its answer differs from fragid's, " +
           std::to_string(cause.agrees) + (cause.agrees == 1 ? " was" : " were") + " answered as it answers";
    if (!cause.exceptions.empty()) {
        out += cause.exceptions.size() == 1 ? " (the exception: " : " (the exceptions: ";
        for (std::size_t i = 0; i < cause.exceptions.size(); ++i) out += (i ? ", " : "") + cause.exceptions[i]->c->id;
        out += ")";
    }
    return out;
}

}  // namespace fragid::publish
