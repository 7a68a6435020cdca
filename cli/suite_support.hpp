// What the conformance subcommands share: reading the suite, parsing filter
// values, and turning the suite's own errors into usage errors.
#pragma once

#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "guarded.hpp"
#include "output.hpp"
#include "fragid/conformance/lint.hpp"
#include "fragid/conformance/vectors.hpp"

namespace fragid::cli {

template <class T, class Parse>
std::vector<T> parse_all(const std::vector<std::string>& names, Parse parse, const char* flag) {
    std::vector<T> values;
    for (const auto& n : names) {
        const auto v = parse(n);
        if (!v) throw UsageError(std::string(flag) + ": unknown value '" + n + "'");
        values.push_back(*v);
    }
    return values;
}

// A command's result: to standard output, or to `path` (checked, like every write).
inline void write_output(const std::optional<std::string>& path, const std::string& text) {
    if (!path) {
        std::cout << text << std::flush;
        return;
    }
    write_file_checked(*path, text);
}

// Loads every case of a suite that lint finds no problem in (its checks but
// the quotes, which need the specifications' texts): one rule for every
// command that uses the cases. A broken vector file would silently lose cases;
// a duplicate id would give two records one name; any other problem lint
// reports is the suite's to fix before its verdicts are trusted. Each problem
// is printed, then the command stops (exit 2) before anything runs.
// With `with_producer_cases`, the producer cases (conformance/producer/) too.
inline std::vector<conformance::Case> load_cases(const std::string& suite, bool with_producer_cases = false) {
    auto files = conformance::load_vectors(suite);
    if (with_producer_cases)
        for (auto& file : conformance::load_producer_cases(suite)) files.push_back(std::move(file));
    const auto lint = conformance::lint_files(suite, files, std::nullopt);
    for (const auto& p : lint.problems) std::cerr << "fragid: " << p.text() << '\n';
    if (!lint.problems.empty())
        throw std::runtime_error("the suite has problems (see above; `fragid lint` checks them)");
    std::vector<conformance::Case> cases;
    for (auto& file : files)
        for (auto& c : file.cases) cases.push_back(std::move(c));
    return cases;
}

// The suite's own errors (a missing directory, a broken schema, a vector
// file that cannot be read) are the user's to fix, not fragid's bugs.
template <class Command>
int guarded_suite(Command&& command) {
    return guarded([&] {
        try {
            return command();
        } catch (const std::runtime_error& e) {
            throw UsageError(e.what());
        }
    });
}

}  // namespace fragid::cli
