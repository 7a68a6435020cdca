// Misreadings of draft-wilde-text-fragment-01 (the 2002 draft): one or more
// for each `must` requirement of requirements/draft-wilde-text-fragment-01.yaml.
#include <algorithm>
#include <cctype>
#include <variant>

#include "fragid/grammar/fragment.hpp"
#include "fragid/mutants/edits.hpp"
#include "fragid/mutants/mutant.hpp"
#include "wilde_mutants.hpp"
#include "makers.hpp"

namespace fragid::mutants {

using namespace conformance;

namespace {

Mutant wilde_misreading(std::string family, std::string name, std::string requirement, std::string reading, Run run,
                        std::string seen_in = "", std::string quote = "") {
    return misreading_of(Spec::wilde, std::move(family), std::move(name), std::move(requirement), std::move(reading),
                         std::move(run), std::move(seen_in), std::move(quote));
}

// Resolves on the entity's bytes with `from` replaced by `to` throughout.
Run replace_bytes(std::string from, std::string to) {
    return [from = std::move(from), to = std::move(to)](const Request& r, const Resolve& resolve) {
        std::string bytes(r.entity.bytes);
        for (auto at = bytes.find(from); at != std::string::npos; at = bytes.find(from, at + to.size()))
            bytes.replace(at, from.size(), to);
        return resolve(r.fragment, with_bytes(r.entity, bytes));
    };
}

// Each span of the ok answer edited: the draft's answer is the union of the
// parts its schemes identify (s.3.1.6), an answer of one span as edit_span
// edits it; any other answer as it is.
Answer each_span_edited(Answer answer, const SpanEdit& edit) {
    if (auto* outcome = std::get_if<Outcome>(&answer.reply))
        if (auto* spans = std::get_if<WildeSpans>(outcome)) {
            for (auto& span : spans->spans) edit(span);
            answer.result = nullptr;  // the edited outcome is the answer now
            return answer;
        }
    return edit_span(std::move(answer), edit);
}

// The argument of each match( ... ) edited by `edit`, the rest as it is.
std::string edit_match_arguments(std::string_view fragment, const std::function<std::string(std::string)>& edit) {
    std::string out;
    std::size_t at = 0;
    for (auto open = fragment.find("match("); open != std::string_view::npos; open = fragment.find("match(", at)) {
        const auto close = fragment.rfind(')');
        if (close == std::string_view::npos || close < open + 6) break;
        out += std::string(fragment.substr(at, open + 6 - at)) + edit(std::string(fragment.substr(open + 6, close - open - 6))) + ")";
        at = close + 1;
    }
    return out + std::string(fragment.substr(std::min(at, fragment.size())));
}

}  // namespace

template <>
std::vector<Mutant> mutants_of<Spec::wilde>() {
    std::vector<Mutant> list;
    list.push_back(wilde_misreading(
        "numbering", "lines-from-zero", "wilde-s3.1.3-1", "counts lines from 0, as RFC 5147 does: line(N) is the draft's line N+1",
        [](const Request& r, const Resolve& resolve) {
            std::string f(r.fragment);
            if (!f.starts_with("line(")) return resolve(f, r.entity);
            const auto edited = edit_numbers(f, [](std::string_view n) { return std::optional(plus_one(n)); });
            return resolve(*edited, r.entity);
        }));
    list.push_back(wilde_misreading(
        "line-endings", "crlf-two-line-endings", "wilde-s2.1.1-5", "counts CR+LF as two line endings (two characters)",
        replace_bytes("\r\n", "\r\r")));
    list.push_back(wilde_misreading(
        "line-endings", "cr-not-a-line-ending", "wilde-s2.1.1-3", "takes a lone CR for no line ending",
        [](const Request& r, const Resolve& resolve) {
            std::string bytes(r.entity.bytes);
            for (std::size_t i = 0; i < bytes.size(); ++i)
                if (bytes[i] == '\r' && (i + 1 == bytes.size() || bytes[i + 1] != '\n')) bytes[i] = ' ';
            return resolve(r.fragment, with_bytes(r.entity, bytes));
        }));
    list.push_back(wilde_misreading(
        "line-endings", "nel-not-a-line-ending", "wilde-s2.1.1-1", "takes NEL (U+0085) for no line ending",
        [](const Request& r, const Resolve& resolve) {
            std::string bytes(r.entity.bytes);
            const auto charset = lower(charset_or_default(r.entity.charset, r.spec));
            if (charset == "utf-8")
                for (auto at = bytes.find("\xC2\x85"); at != std::string::npos; at = bytes.find("\xC2\x85", at + 2)) bytes[at + 1] = '\xA0';
            else if (charset == "iso-8859-1")
                std::replace(bytes.begin(), bytes.end(), '\x85', '\xA0');
            return resolve(r.fragment, with_bytes(r.entity, bytes));
        }));
    list.push_back(wilde_misreading(
        "line-endings", "line-endings-not-in-lines", "wilde-s2.1.1-4", "takes only LF for a line ending when counting lines (CR, NEL kept as characters)",
        [](const Request& r, const Resolve& resolve) {
            std::string bytes(r.entity.bytes);
            for (std::size_t i = 0; i < bytes.size(); ++i)
                if (bytes[i] == '\r' && (i + 1 == bytes.size() || bytes[i + 1] != '\n')) bytes[i] = ' ';
            std::replace(bytes.begin(), bytes.end(), '\x85', '\xA0');
            return resolve(r.fragment, with_bytes(r.entity, bytes));
        }));
    list.push_back(wilde_misreading(
        "charsets", "octets-as-characters", "wilde-s3-1", "counts octets for characters, whatever the charset",
        [](const Request& r, const Resolve& resolve) {
            Entity e = r.entity;
            e.charset = "ISO-8859-1";
            return resolve(r.fragment, e);
        }));
    // Charset confusion (issue 34 item 2), as for RFC 5147: each charset the suite declares
    // read as another in which the same bytes are valid and decode differently.
    list.push_back(wilde_misreading("charsets", "declared-charset-ignored", "wilde-s3-1", "reads every entity as UTF-8, whatever charset it declares",
                              read_as("*", "UTF-8")));
    list.push_back(wilde_misreading("charsets", "utf8-as-windows-1252", "wilde-s3-1", "reads UTF-8 as windows-1252, a Web page's old default",
                              read_as("utf-8", "windows-1252")));
    list.push_back(wilde_misreading("charsets", "latin1-sniffed-as-utf8", "wilde-s3-1",
                              "reads ISO-8859-1 as UTF-8 where its bytes are well-formed UTF-8 (the label overruled by sniffing)",
                              read_as_utf8_where_valid("iso-8859-1")));
    list.push_back(wilde_misreading("charsets", "windows-1252-sniffed-as-utf8", "wilde-s3-1",
                              "reads windows-1252 as UTF-8 where its bytes are well-formed UTF-8 (the label overruled by sniffing)",
                              read_as_utf8_where_valid("windows-1252")));
    list.push_back(wilde_misreading("charsets", "utf16be-as-le", "wilde-s3-1", "reads UTF-16BE as little-endian (the label's byte order ignored)",
                              read_as("utf-16be", "UTF-16LE")));
    list.push_back(wilde_misreading("charsets", "utf16-bom-ignored", "wilde-s3-1",
                              "reads UTF-16 as big-endian whatever its byte order mark says (RFC 2781 s.4.3 without the BOM)",
                              read_as("utf-16", "UTF-16BE")));
    list.push_back(wilde_misreading(
        "syntax", "rfc5147-syntax-accepted", "wilde-s4-1", "takes RFC 5147's char=a,b and line=a,b for char(a,b) and line(a,b)",
        [](const Request& r, const Resolve& resolve) {
            std::string f(r.fragment);
            for (const std::string scheme : {"char=", "line="})
                if (f.starts_with(scheme)) f = scheme.substr(0, 4) + "(" + f.substr(5) + ")";
            return resolve(f, r.entity);
        }));
    list.push_back(wilde_misreading(
        "syntax", "unclosed-scheme-accepted", "wilde-s4-2", "takes a scheme without its closing parenthesis, char(1, for char(1)",
        [](const Request& r, const Resolve& resolve) {
            std::string f(r.fragment);
            if ((f.starts_with("char(") || f.starts_with("line(")) && f.find(')') == std::string::npos) f += ")";
            return resolve(f, r.entity);
        }));
    list.push_back(wilde_misreading(
        "syntax", "open-range-start-accepted", "wilde-s4-3", "takes char(,b) for char(1,b), the range from the start (range = count \",\" [ count ])",
        [](const Request& r, const Resolve& resolve) {
            std::string f(r.fragment);
            for (auto at = f.find("(,"); at != std::string::npos; at = f.find("(,", at)) f.insert(at + 1, "1");
            return resolve(f, r.entity);
        }));
    list.push_back(wilde_misreading(
        "regex", "unbalanced-parentheses-accepted", "wilde-s4-4", "takes unbalanced parentheses in match() for literal ones",
        [](const Request& r, const Resolve& resolve) {
            auto answer = resolve(r.fragment, r.entity);
            const std::string f(r.fragment);
            if (!is_status(answer, Status::syntax_error) || !f.starts_with("match(") || !f.ends_with(")")) return answer;
            std::string escaped;
            for (const char c : f.substr(6, f.size() - 7)) escaped += (c == '(' || c == ')') ? std::string("^") + c : std::string(1, c);
            return resolve("match(" + escaped + ")", r.entity);
        }));
    list.push_back(wilde_misreading(
        "regex", "escapes-not-unescaped", "wilde-s4-5", "hands ^( ^) ^^ to the BRE as written, the caret kept",
        [](const Request& r, const Resolve& resolve) {
            return resolve(edit_match_arguments(r.fragment,
                                                [](std::string argument) {
                                                    std::string out;
                                                    for (std::size_t i = 0; i < argument.size(); ++i) {
                                                        if (argument[i] == '^' && i + 1 < argument.size() &&
                                                            (argument[i + 1] == '(' || argument[i + 1] == ')' || argument[i + 1] == '^')) {
                                                            out += std::string("^^^") + argument[i + 1];
                                                            ++i;
                                                        } else {
                                                            out += argument[i];
                                                        }
                                                    }
                                                    return out;
                                                }),
                           r.entity);
        }));
    list.push_back(wilde_misreading(
        "selections", "union-first-only", "wilde-s2-1", "reads a union of schemes as its first scheme",
        [](const Request& r, const Resolve& resolve) {
            const auto close = r.fragment.find(')');
            if (close == std::string_view::npos || r.fragment.starts_with("match(")) return resolve(r.fragment, r.entity);
            return resolve(r.fragment.substr(0, close + 1), r.entity);
        }));
    // --- The habits of real libraries and their languages (issue 43 item 4), as for RFC 5147.
    list.push_back(wilde_misreading("characters", "utf16-code-units", "wilde-s3-1",
                              "reports character positions in UTF-16 code units (a character beyond U+FFFF counts two)",
                              positions_reported_in_utf16_code_units(each_span_edited),
                              "a JavaScript reader that reports String indices as character positions"));
    list.push_back(wilde_misreading(
        "charsets", "bom-counted", "draft-wilde-text-fragment-01 s.3", "counts a leading byte order mark as a character (U+FEFF)",
        bom_counted(), "Python's utf-8 codec and Java's InputStreamReader keep U+FEFF",
        "For example, a resource using UTF-16 encoding (as specified in RFC 2718 [RFC2781]) uses two octets per character, "
        "and it may have a leading BOM (Byte-Order Mark) which does not count as a character and thus also affects the "
        "mapping from a simple octet count to a character count."));
    list.push_back(wilde_misreading("charsets", "utf16-without-bom-as-le", "wilde-s3-1",
                              "reads UTF-16 without a byte order mark as little-endian (RFC 2781 s.4.3: it SHOULD be read big-endian)",
                              utf16_without_bom_as_le(), "a little-endian platform's default (Windows' \"Unicode\")"));
    list.push_back(wilde_misreading(
        "percent-encoding", "percent-escapes-kept", "wilde-s4-1",
        "reads the fragment as written, its escapes never decoded: %63har(1) names no scheme", percent_escapes_kept(),
        "WHATWG URL's hash, Python's urlsplit, Java's URI.getRawFragment hand it over undecoded"));
    list.push_back(wilde_misreading("percent-encoding", "percent-decoded-twice", "wilde-s4-3",
                              "percent-decodes the fragment twice: char(%2531) is char(1)", percent_decoded_twice()));
    list.push_back(wilde_misreading(
        "regex", "posix-classes-error", "draft-wilde-text-fragment-01 s.3.1.5",
        "gives no answer (an error) for a match() with a POSIX character class ([[:alpha:]]), as a regex engine without them does",
        [](const Request& r, const Resolve& resolve) {
            const auto decoded = DecodedFragment::decode(r.fragment);
            const auto* d = std::get_if<DecodedFragment>(&decoded);
            const auto match = d ? d->text().find("match(") : std::string::npos;
            if (match != std::string::npos && d->text().find("[:", match) != std::string::npos)
                return error_answer("no POSIX character classes");
            return resolve(r.fragment, r.entity);
        },
        "", "Thus, it is possible to use a Basic Regular Expression (BRE) as defined by ISO 9945-2 [ISO9945-2] (the POSIX "
            "standard) as a fragment identifier (Appendix A contains a short summary of the POSIX BRE syntax)."));
    return list;
}

}  // namespace fragid::mutants
