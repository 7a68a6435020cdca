// The one door to explaining a fragment or a result (explain.hpp): each
// spec's words, by the type of its fragment or result.
#include "fragid/reference/explain.hpp"

#include <algorithm>
#include <variant>

#include "fragid/reference/rfc5147/explain.hpp"
#include "fragid/reference/rfc5147/print.hpp"
#include "fragid/reference/rfc7111/print.hpp"
#include "fragid/reference/rfc7111/resolver.hpp"
#include "fragid/reference/wilde/print.hpp"
#include "fragid/reference/wilde/resolver.hpp"

namespace fragid {
namespace {

std::string explain_parsed(const TextFragment& f) { return explain_text(f); }
std::string explain_parsed(const CsvFragment& f) { return explain_csv(f); }
std::string explain_parsed(const WildeFragment& f) { return explain_wilde(f); }

// RFC 5147 has one selector, so one reason or none (rfc5147/resolver.hpp);
// the others have one per selection or scheme part.
bool all_ignored(const std::optional<std::string>& reason) { return reason.has_value(); }
bool all_ignored(const std::vector<std::optional<std::string>>& reasons) {
    return std::all_of(reasons.begin(), reasons.end(), [](const auto& why) { return why.has_value(); });
}

}  // namespace

std::string explain_fragment(const ParsedFragment& fragment) {
    return std::visit([](const auto& f) { return explain_parsed(f); }, fragment);
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
