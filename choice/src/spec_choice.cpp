#include "fragid/choice/spec_choice.hpp"

#include "fragid/choice/ascii_case.hpp"
#include "fragid/choice/usage_error.hpp"

namespace fragid::choice {
namespace {

// Every spec whose descriptor field `field` equals `value`.
template <class Field>
std::vector<Spec> specs_where(Field field, std::string_view value) {
    std::vector<Spec> out;
    for (const auto& d : spec_table)
        if (ascii_lower(d.*field) == value) out.push_back(d.spec);
    return out;
}

// specs_of_type() relies on it: text/plain's registered syntax comes first.
static_assert(static_cast<std::size_t>(Spec::rfc5147) < static_cast<std::size_t>(Spec::wilde));

std::vector<Spec> specs_of_type(std::string_view flag) {
    const auto name = ascii_lower(flag);
    if (auto spec = spec_named(name)) return {*spec};
    // "text" and "csv": the words the README has always used (the row's type_word).
    if (auto specs = specs_where(&SpecDescriptor::type_word, name); !specs.empty()) return {specs.front()};
    // A media type means the fragment syntax registered for it: text/plain's
    // is RFC 5147's, the draft's never was (it is chosen by name: wilde). The
    // table lists the registered spec of a media type first.
    if (auto specs = specs_where(&SpecDescriptor::media_type, name); !specs.empty()) return {specs.front()};
    return specs_where(&SpecDescriptor::file_extension, name);
}

}  // namespace

std::vector<Spec> candidate_specs(const std::optional<std::string>& type_flag, std::string_view path) {
    if (type_flag) {
        auto specs = specs_of_type(*type_flag);
        if (specs.empty())
            throw UsageError("--type: '" + *type_flag + "' is none of " + listed(&SpecDescriptor::type_word) +
                             " (or a media type or spec name)");
        return specs;
    }
    const auto dot = path.rfind('.');
    const auto slash = path.rfind('/');
    if (dot != std::string_view::npos && (slash == std::string_view::npos || dot > slash)) {
        auto specs = specs_where(&SpecDescriptor::file_extension, ascii_lower(path.substr(dot + 1)));
        if (!specs.empty()) return specs;
    }
    std::vector<Spec> all;
    for (const auto& d : spec_table) all.push_back(d.spec);
    return all;
}

}  // namespace fragid::choice
