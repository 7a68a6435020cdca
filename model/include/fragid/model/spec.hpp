// The one table of the specifications fragid implements. Every layer reads
// what it needs to know about a spec from here: names, how it is cited, its
// media type and default charset, the prefix of its vector ids, the text lint
// quotes from, how its fragments are spelled. Code that needs only such data
// reads the row; what a spec is beyond data (its grammar, resolver, printing,
// ...) is found by the type of its fragment, and docs/architecture.md's
// "Adding a specification" lists every file that names a spec (a test keeps
// that list true).
//
// The grammar entry and the resolver entry are the alternative at the spec's
// index in ParsedFragment (fragid/model/fragment.hpp): the grammar layer
// parses into it (grammar/fragment.hpp) and the reference resolves it by its
// type (reference/resolve.hpp). They are found through the type, not stored
// here as functions, because the model sits below both layers and data flows
// one way (README, "Architecture").
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fragid {

// In the order of the table below and of ParsedFragment's alternatives.
enum class Spec : std::uint8_t { rfc5147, rfc7111, wilde };

// How a spec's selections are spelled around their values, for code that
// writes one in words (help texts, the README's table) and for the readers of
// scheme names, which take any spec's opening after a name (a fragment in
// another spec's spelling still names its scheme). Each grammar reads the
// same spelling with its own rules (grammar/src/<spec>_scheme_names.cpp), and
// tests/grammar checks that the two agree.
struct SchemeSpelling {
    // What follows a scheme's name: "=" (RFC 5147 s.3, RFC 7111 s.3) or "("
    // (the draft's s.3: `char(1,2)`).
    std::string_view opening;
    // What closes a selection: nothing, or ")" (the draft's s.3).
    std::string_view closing;
    // What separates a selection from the next: ";" (RFC 7111 s.3); nothing
    // where one follows the previous one's closing (the draft's s.4) or where
    // there is one selection (RFC 5147 s.3: what follows its ';' are
    // integrity checks, not selections).
    std::string_view selection_separator;
};

struct SpecDescriptor {
    Spec spec;
    // "rfc5147": the name vectors, the adapter protocol and reports use.
    std::string_view name;
    // "wilde": the short name a user may type (`--type`); the id prefix without its '-'.
    std::string_view short_name;
    // "rfc5147-": every vector id of the spec starts with it (lint checks).
    std::string_view id_prefix;
    // "RFC 5147 (text/plain)": a heading.
    std::string_view title;
    // "RFC 5147": how a section is cited ("RFC 5147 s.4.1").
    std::string_view citation;
    std::string_view media_type;
    // The file extension of the media type's registration (RFC 7111 s.5.1
    // "File extension(s): CSV"); text/plain's conventional "txt".
    std::string_view file_extension;
    // When the entity declares none: US-ASCII for text/plain (RFC 5147 s.1.1,
    // after RFC 2046), UTF-8 for text/csv (RFC 7111 s.5.1, after RFC 6657).
    std::string_view default_charset;
    // The file in the specification texts directory that lint finds quotes
    // in (RFC 7111's text is its draft -07, shared/specs/README.md).
    std::string_view text_file;
    // Whether the line-ending conventions in force change what a fragment
    // identifies (RFC 5147 s.4.1). The draft counts every convention
    // (s.2.1.1) and a CSV's records end as RFC 4180 says, whatever is in force.
    bool line_endings_matter;
    // Whether a fragment may carry integrity checks (RFC 5147 s.3.1).
    bool integrity_checks;
    // The section that says a fragment outside the grammar identifies nothing
    // (the draft has none: docs/interpretations-wilde.md).
    std::string_view syntax_error_rule;
    // Where fragid's readings of the spec's open questions are written down.
    std::string_view interpretations;
    // A fragment that identifies the whole entity, for checks that need
    // every character or record.
    std::string_view whole_entity_fragment;
    // Every octet the grammar's terminals use, for generators and dictionaries.
    std::string_view alphabet;
    // Why what a fragment identifies in an empty entity is open to more than
    // one reading, or nothing where the spec settles it.
    std::string_view empty_entity_open;
    // The schemes the spec defines, comma-separated, in the order its grammar
    // lists them (RFC 5147 s.3, RFC 7111 s.3, the draft's s.3): what an
    // adapter's handshake may name in supports.schemes. The build checks it
    // against the grammar's scheme_name (grammar/src/<spec>_scheme_names.cpp).
    std::string_view schemes;
    // "text": the word a user types for the spec (`--type`), the README's
    // spelling; every spec's short name is accepted too.
    std::string_view type_word;
    // Where the default charset of the spec's media type is given, cited
    // when fragid reads an entity in it.
    std::string_view default_charset_cited;
    SchemeSpelling spelling;
    // The kind of fragments the reference produces for an entity of the spec
    // (docs/adapter-protocol.md s.6): "lines", a line= fragment per line
    // position; "rows", a row= fragment per record; nothing where it has none.
    // An adapter declares "<name>-<kind>" in supports.produce.
    std::string_view producer_kind;
};

// clang-format off
inline constexpr std::array<SpecDescriptor, 3> spec_table{{
    {Spec::rfc5147, "rfc5147", "rfc5147", "rfc5147-", "RFC 5147 (text/plain)", "RFC 5147",
     "text/plain", "txt", "US-ASCII", "rfc5147.txt", true, true, "RFC 5147 s.4.4", "docs/interpretations.md",
     "char=0,", "charlineng=md5,;0123456789abcdefABCDEF-_", "", "char,line",
     "text", "RFC 2046 s.4.1.2, RFC 5147 s.1.1", {"=", "", ""}, "lines"},
    {Spec::rfc7111, "rfc7111", "rfc7111", "rfc7111-", "RFC 7111 (text/csv)", "RFC 7111",
     "text/csv", "csv", "UTF-8", "draft-hausenblas-csv-fragment-07.md", false, false, "RFC 7111 s.4.1",
     "docs/interpretations-rfc7111.md",
     "row=1-*", "rowcellcol=-,;*0123456789",
     "An empty CSV entity has no rows, or one empty field (docs/interpretations-rfc7111.md).", "row,col,cell",
     "csv", "RFC 7111 s.5.1", {"=", "", ";"}, "rows"},
    {Spec::wilde, "draft-wilde-text-fragment-01", "wilde", "wilde-", "draft-wilde-text-fragment-01",
     "draft-wilde-text-fragment-01", "text/plain", "txt", "US-ASCII", "draft-wilde-text-fragment-01.txt",
     false, false, "",
     "docs/interpretations-wilde.md", "char(1,)", "charlinematch(),^0123456789.*[]\\$",
     "The draft does not say what an empty entity's last character or line is (s.4.1).", "char,line,match",
     "wilde", "RFC 2046 s.4.1.2, RFC 5147 s.1.1", {"(", ")", ""}, ""},
}};
// clang-format on

inline constexpr std::size_t spec_count = spec_table.size();

constexpr const SpecDescriptor& describe(Spec spec) { return spec_table[static_cast<std::size_t>(spec)]; }

constexpr bool table_is_in_enum_order() {
    for (std::size_t i = 0; i < spec_count; ++i)
        if (static_cast<std::size_t>(spec_table[i].spec) != i) return false;
    return true;
}
static_assert(table_is_in_enum_order(), "spec_table must list the specs in the order of enum Spec");

// The charset an entity of `spec` is in: the one it declares, else the
// spec's default (its descriptor's default_charset).
inline std::string charset_or_default(const std::optional<std::string>& declared, Spec spec) {
    return declared ? *declared : std::string(describe(spec).default_charset);
}

// The schemes `spec` defines (its descriptor's `schemes`), in order.
inline std::vector<std::string> schemes_of(Spec spec) {
    std::vector<std::string> names;
    const auto list = describe(spec).schemes;
    for (std::size_t at = 0; at < list.size();) {
        const auto comma = std::min(list.find(',', at), list.size());
        names.emplace_back(list.substr(at, comma - at));
        at = comma + 1;
    }
    return names;
}
inline bool defines_scheme(Spec spec, std::string_view name) {
    const auto names = schemes_of(spec);
    return std::find(names.begin(), names.end(), name) != names.end();
}

// `name` as vectors and the protocol write it ("rfc5147", "draft-wilde-text-fragment-01").
std::string_view to_string(Spec spec) noexcept;
std::optional<Spec> spec_from_string(std::string_view name) noexcept;
// The capability a producer case needs in the handshake's supports.produce
// (docs/adapter-protocol.md s.6): "<spec>-<kind>", e.g. "rfc7111-rows".
inline std::string produce_capability(Spec spec, std::string_view kind) {
    return std::string(to_string(spec)) + "-" + std::string(kind);
}
// The name or the short name ("wilde").
std::optional<Spec> spec_named(std::string_view name_or_short_name) noexcept;
// One field of every row, in the table's order, each once, joined by ", ":
// listed(&SpecDescriptor::type_word) is "text, csv, wilde", for help texts
// and messages that name every spec.
std::string listed(std::string_view SpecDescriptor::*field);

}  // namespace fragid
