// The one door to explaining a fragment or a result (explain.hpp): each
// spec's words, by the type of its fragment or result.
#include "fragid/reference/explain.hpp"

#include <algorithm>
#include <variant>

#include "spec_entries.hpp"

namespace fragid {
namespace {

// A spec with one selector has one reason or none (RFC 5147's,
// rfc5147/resolver.hpp); the others have one per selection or scheme part.
bool all_ignored(const std::optional<std::string>& reason) { return reason.has_value(); }
bool all_ignored(const std::vector<std::optional<std::string>>& reasons) {
    return std::all_of(reasons.begin(), reasons.end(), [](const auto& why) { return why.has_value(); });
}

}  // namespace

std::string explain_fragment(const ParsedFragment& fragment) {
    return std::visit([](const auto& f) { return entry::explain(f); }, fragment);
}

bool ignored_whatever_the_entity(const ParsedFragment& fragment) {
    return std::visit([](const auto& f) { return all_ignored(ignored_as_written(f)); }, fragment);
}

void explain_result(const FragmentResult& result, std::string_view path, std::ostream& out) {
    std::visit(
        [&](const auto& r) {
            out << "in " << path << ": " << to_string(r.status) << ": " << r.reason << '\n';
            explain_details(r, out);
        },
        result);
}

}  // namespace fragid
