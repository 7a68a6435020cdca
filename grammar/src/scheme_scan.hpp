// What each grammar's reader of scheme names (<spec>_scheme_names.cpp) is
// built from: which of a spec's schemes a fragment names where a selection
// may start, read with the grammar's own rules (its scheme_name and the
// octets that separate its selections), even where the rest of the fragment
// breaks the grammar. fragid::schemes_named (fragment.hpp) is its front door.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <tao/pegtl.hpp>

#include "fragid/model/spec.hpp"

namespace fragid::grammar::scheme_scan {

namespace pegtl = tao::pegtl;

// Any spec's opening after a scheme name ("=", "(": the rows' spelling),
// looked at, not consumed. Another spec's counts: a fragment in another
// spec's spelling ("char(1)" as RFC 5147) names the scheme it spells
// differently, so that a case about that mistake needs the scheme.
struct any_opening {
    template <class ParseInput>
    static bool match(ParseInput& in) {
        const std::string_view rest(in.current(), in.size(0));
        return std::any_of(spec_table.begin(), spec_table.end(),
                           [&](const SpecDescriptor& d) { return rest.starts_with(d.spelling.opening); });
    }
};

template <class Names>
struct named_of;
template <class... Names>
struct named_of<pegtl::type_list<Names...>> : pegtl::sor<pegtl::seq<Names, pegtl::at<any_opening>>...> {};
// A name among the alternatives of a grammar's scheme_name, followed by an
// opening: consumes the name. Each name is tried with its opening, so that a
// name that begins another ("line" of a "lines") is not taken for it.
template <class SchemeName>
struct named : named_of<typename SchemeName::subs_t> {};

// Records each name `named` matches, once, in the order of first mention.
template <class Rule>
struct record : pegtl::nothing<Rule> {};
template <class SchemeName>
struct record<named<SchemeName>> {
    template <class ActionInput>
    static void apply(const ActionInput& in, std::vector<std::string>& names) {
        if (std::find(names.begin(), names.end(), in.string_view()) == names.end()) names.push_back(in.string());
    }
};

// The readers go on where a grammar stops: a commit point whose rule fails
// raises nothing, and is taken as matched, as must<> takes a raise that
// returns. So the draft's "^x" is read as "^" then "x", and a "(" never closed
// runs to the end.
template <class Rule>
struct tolerant : pegtl::normal<Rule> {
    template <class ParseInput, class... States>
    static void raise(const ParseInput&, States&&...) {}
};

// The names `Reader` (a rule that always matches) finds in the percent-decoded `text`.
template <class Reader>
std::vector<std::string> names_in(std::string_view text) {
    std::vector<std::string> names;
    pegtl::memory_input in(text.data(), text.size(), "fragment");
    static_cast<void>(pegtl::parse<Reader, record, tolerant>(in, names));
    return names;
}

// The text of a name rule: "char" for a struct deriving from TAO_PEGTL_STRING("char").
template <char... Cs>
inline constexpr char spelled_chars[] = {Cs...};
template <char... Cs>
constexpr std::string_view spelled(const pegtl::ascii::string<Cs...>*) {
    return {spelled_chars<Cs...>, sizeof...(Cs)};
}

template <class... Names>
constexpr bool listed(std::string_view row, pegtl::type_list<Names...>) {
    std::size_t at = 0;
    for (const std::string_view name : {spelled(static_cast<const Names*>(nullptr))...}) {
        if (at != 0) {
            if (at >= row.size() || row[at] != ',') return false;
            ++at;
        }
        if (row.substr(at, name.size()) != name) return false;
        at += name.size();
    }
    return at == row.size();
}
// Whether a row's `schemes` ("char,line") lists the names of a grammar's
// scheme_name, in its order: checked where each reader is compiled, so that
// the table and the grammar cannot tell two stories.
template <class SchemeName>
constexpr bool lists_the_names_of(std::string_view row) {
    return listed(row, typename SchemeName::subs_t{});
}

}  // namespace fragid::grammar::scheme_scan
