#include "text_fragments.hpp"

#include <algorithm>

#include "fragid/mutants/edits.hpp"
#include "makers.hpp"

namespace fragid::mutants {

using namespace conformance;

std::optional<SchemeAndBody> split_scheme(std::string_view fragment) {
    const auto eq = fragment.find('=');
    if (eq == std::string_view::npos) return std::nullopt;
    return SchemeAndBody{std::string(fragment.substr(0, eq)), std::string(fragment.substr(eq + 1))};
}

std::pair<std::string, std::string> range_and_checks(const std::string& body) {
    const auto semi = std::min(body.find(';'), body.size());
    return {body.substr(0, semi), body.substr(semi)};
}

bool is_ok(const Answer& answer) { return is_status(answer, Status::ok); }

Answer with_fragment(const Request& r, const Resolve& resolve, const std::optional<std::string>& fragment) {
    if (!fragment) return status_answer(Status::ignored);
    return resolve(*fragment, r.entity);
}

bool greater(std::string_view a, std::string_view b) {
    while (a.size() > 1 && a.front() == '0') a.remove_prefix(1);
    while (b.size() > 1 && b.front() == '0') b.remove_prefix(1);
    return a.size() != b.size() ? a.size() > b.size() : a > b;
}

Run numbers_from_one(std::string scheme) {
    return [scheme = std::move(scheme)](const Request& r, const Resolve& resolve) {
        const auto s = split_scheme(r.fragment);
        if (!s || s->scheme != scheme) return resolve(r.fragment, r.entity);
        auto [range, checks] = range_and_checks(s->body);
        const auto shifted = edit_numbers(range, [](std::string_view n) { return minus_one(n); });
        return with_fragment(r, resolve, shifted ? std::optional(scheme + "=" + *shifted + checks) : std::nullopt);
    };
}

Mutant text_misreading(std::string family, std::string name, std::string requirement, std::string reading, Run run,
                       std::string seen_in, std::string quote) {
    return misreading_of(Spec::rfc5147, std::move(family), std::move(name), std::move(requirement), std::move(reading),
                         std::move(run), std::move(seen_in), std::move(quote));
}

}  // namespace fragid::mutants
