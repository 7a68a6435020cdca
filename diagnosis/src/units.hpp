// The units a diagnosis reads from a run (private to the diagnosis library):
// each answer the implementation gave, with the request that asked for it. A
// resolver case is one unit: its fragment and the answer. A producer case is
// one unit per fragment it wrote, answered by its claim: a producer that
// writes row=N for record N+1 reads fragments as "the header not counted"
// would, so the misreadings that explain readers explain writers too.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "fragid/conformance/run_case.hpp"
#include "fragid/diagnosis/simulation.hpp"

namespace fragid::diagnosis {

struct Unit {
    const conformance::CaseRecord* record = nullptr;
    std::string_view fragment;  // the request's, or a fragment the producer wrote
    Reply actual;               // the implementation's answer, or the producer's claim
    bool failed = false;        // one of the run's failures
    // False for a failure no misreading can answer alike: a producer that
    // errored or wrote nothing. It stays a failure, unexplained.
    bool simulated = true;
};

struct Units {
    std::vector<Unit> all;
    // The records of failures, in run order, each once.
    std::vector<const conformance::CaseRecord*> failed_records;
    // How many failed units each failed record has (a producer's wrong fragments).
    std::map<const conformance::CaseRecord*, std::size_t> failed_units;
    // Records with no answer of the implementation's, by why (Diagnosis::not_diagnosed).
    std::map<std::string, std::size_t> left_out;
};

Units units_of(const std::vector<conformance::CaseRecord>& records);

}  // namespace fragid::diagnosis
