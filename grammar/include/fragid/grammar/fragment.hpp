// The front door of every grammar: from a fragment as written (after a URI's
// '#') to a parsed fragment of one spec. The fragment is percent-decoded once,
// here; the grammars see only the decoded text, and their errors are mapped
// back to offsets in the fragment as written, which is what a user can count.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "fragid/model/fragment.hpp"
#include "fragid/model/syntax_error.hpp"

namespace fragid {

// A fragment with its percent-escapes decoded (RFC 3986 s.2.1; hex digits in
// either case), because the grammars of RFC 5147, RFC 7111 and the draft are
// written for the decoded characters (the draft's s.5 example `match(hello%5E()`
// shows it). Which escapes an implementation may leave encoded is in
// docs/interpretations.md ("Percent-decoding").
class DecodedFragment {
public:
    // `written` is the fragment itself, never a URI or a leading '#' (only
    // typed input is taken apart, typed_fragment.hpp): a '#' here is an octet
    // the grammars reject (RFC 3986 s.3.5 allows none in a fragment). A '%'
    // not followed by two hex digits is a SyntaxError at the '%'.
    static std::variant<DecodedFragment, SyntaxError> decode(std::string_view written);

    const std::string& text() const noexcept { return text_; }
    // Where the decoded octet at `decoded_offset` starts in the fragment as
    // written: at its '%' if it was escaped. text().size() maps to the end.
    std::size_t written_offset(std::size_t decoded_offset) const noexcept;
    // A grammar's error, whose offset is into text(), as an error in the
    // fragment as written.
    SyntaxError as_written(SyntaxError error) const;

private:
    std::string text_;
    std::vector<std::size_t> escaped_;  // decoded offsets of octets written as %HH, ascending
};

// Parses `written` with `spec`'s grammar. Offsets of errors are into
// `written`.
std::variant<ParsedFragment, SyntaxError> parse_fragment(Spec spec, std::string_view written);

// The same, for a caller that knows the spec at compile time:
// parse_fragment_as<CsvFragment>("row=1-2").
template <class Fragment>
std::variant<Fragment, SyntaxError> parse_fragment_as(std::string_view written) {
    auto parsed = parse_fragment(spec_of_fragment<Fragment>, written);
    if (auto* error = std::get_if<SyntaxError>(&parsed)) return std::move(*error);
    return std::get<Fragment>(std::move(std::get<ParsedFragment>(parsed)));
}

// Which of `candidates` a fragment is written in, told by their grammars:
// the first whose grammar accepts it; if none does, the one whose grammar read
// furthest before failing (the earlier on a tie), with its error, so that
// "row=x" is a text/csv fragment with a bad row rather than a text/plain one
// with a bad scheme. `candidates` must not be empty.
struct Recognised {
    Spec spec;
    std::variant<ParsedFragment, SyntaxError> parsed;
};
Recognised recognise_fragment(std::string_view written, std::span<const Spec> candidates);

// The integrity checks (RFC 5147 s.3.1) of a text/plain fragment, as far as
// its grammar reads before any syntax error; a check whose name was read but
// whose value is malformed is listed with an empty value ("char=1;length="
// gives one LengthCheck). A runner uses it to tell which checks a case is
// about, even a case that tests their syntax.
std::vector<IntegrityCheck> integrity_checks_read(std::string_view written);

// The schemes of `spec` (its grammar's scheme names, which its descriptor's
// `schemes` lists) that a fragment names where a selection starts, in order,
// each once, whether or not the rest of the fragment is well formed:
// "char=1,x" names char, "row=1;cell=2,x" row and cell, "match(a)char(2)"
// match and char, "char(1)" as RFC 5147 char (any spec's opening counts). A
// name the spec does not define ("chars=1") is none. Read by each grammar's
// own rules (grammar/src/<spec>_scheme_names.cpp). A runner uses it to tell
// which schemes a case needs (supports.schemes, docs/adapter-protocol.md s.1):
// a case about char='s syntax needs char= as much as one about its counting does.
std::vector<std::string> schemes_named(Spec spec, std::string_view written);

// The canonical fragment, percent-encoded where it must be:
// parse_fragment(spec_of(f), to_string(f)) gives f back. Each spec's rules are
// beside its grammar (grammar/src/<spec>_parser.cpp). A fragment of one spec's
// type is taken too, as the ParsedFragment it converts to.
std::string to_string(const ParsedFragment& fragment);

// The inverse of decoding for printing: percent-encodes (upper-case hex, RFC
// 3986 s.2.1) every octet that RFC 3986 s.3.5 does not allow in a fragment as
// it stands - in particular '%' and '#', which RFC 2978 charset names and
// unknown integrity-check values may contain. Every other character
// (unreserved, sub-delims, ":", "@", "/", "?") is kept, so ordinary fragments
// print unchanged. DecodedFragment::decode(encode_fragment_text(t)).text() == t.
std::string encode_fragment_text(std::string_view decoded);

}  // namespace fragid
