#include "fragid/publish/visible.hpp"

#include <cstdio>

#include "fragid/entity/charset.hpp"
#include "fragid/entity/decoder.hpp"
#include "fragid/model/counted.hpp"

namespace fragid::publish {

using namespace conformance;

namespace {

std::string utf8(char32_t cp) {
    std::string s;
    if (cp < 0x80) {
        s += static_cast<char>(cp);
    } else if (cp < 0x800) {
        s += static_cast<char>(0xC0 | (cp >> 6));
        s += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        s += static_cast<char>(0xE0 | (cp >> 12));
        s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        s += static_cast<char>(0xF0 | (cp >> 18));
        s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (cp & 0x3F));
    }
    return s;
}

std::string code_point_name(char32_t cp) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "U+%04X", static_cast<unsigned>(cp));
    return "\u27E8" + std::string(buffer) + "\u27E9";
}

std::string byte_name(unsigned char b) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "%02X", b);
    return "\u27E8" + std::string(buffer) + "\u27E9";
}

// Characters a reader could not see or could confuse with the drawing's own marks.
bool shown_by_number(char32_t cp) {
    return (cp >= 0x80 && cp <= 0x9F) || cp == 0xA0 || cp == 0xAD || (cp >= 0x200B && cp <= 0x200F) ||
           (cp >= 0x2028 && cp <= 0x202E) || (cp >= 0x2060 && cp <= 0x2064) || cp == 0xFEFF ||
           (cp >= 0xFFF9 && cp <= 0xFFFB) || (cp >= 0x2400 && cp <= 0x2426) || cp == 0x27E8 || cp == 0x27E9 ||
           cp == 0x2026 || (cp >= 0xFDD0 && cp <= 0xFDEF) || (cp & 0xFFFE) == 0xFFFE;
}

VisibleChar show(char32_t cp, std::uint64_t offset, std::uint64_t length) {
    VisibleChar v{offset, offset + length, {}, false};
    switch (cp) {
        case 0x0D: v.text = "\u240D"; v.line_break = true; break;  // joined with a following LF or NEL below
        case 0x0A: v.text = "\u240A"; v.line_break = true; break;
        case 0x85: v.text = "\u2424"; v.line_break = true; break;  // NEL, a line ending of RFC 5147 s.4.1
        case 0x09: v.text = "\u2409"; break;
        case 0x7F: v.text = "\u2421"; break;
        default:
            if (cp < 0x20) v.text = utf8(0x2400 + cp);
            else if (shown_by_number(cp)) v.text = code_point_name(cp);
            else v.text = utf8(cp);
    }
    return v;
}

// Decodes bytes[start..] and appends; returns where decoding failed, or bytes.size().
// Offsets are size_t: the bytes are in memory (on wasm32, size_t is 32 bits).
std::size_t decode_from(std::string_view bytes, std::size_t start, const Charset& charset, bool first,
                          std::vector<VisibleChar>& out) {
    Decoder decoder(bytes.substr(start), charset);
    if (first && decoder.content_start() > 0) out.push_back({0, decoder.content_start(), "\u27E8BOM\u27E9", false});
    DecodedChar d;
    for (;;) {
        switch (decoder.next(d)) {
            case Decoder::Step::character: out.push_back(show(d.code_point, start + d.byte_offset, d.byte_length)); break;
            case Decoder::Step::end: return bytes.size();
            case Decoder::Step::error: return start + static_cast<std::size_t>(decoder.error().byte_offset);
        }
    }
}

}  // namespace

std::vector<VisibleChar> visible_chars(const CaseEntity& entity, Spec spec) {
    std::vector<VisibleChar> out;
    const std::string_view bytes = entity.bytes;
    const auto name = charset_or_default(entity.charset, spec);
    const auto charset = lookup_charset(name);
    std::size_t at = 0;
    if (charset) {
        // After a byte that does not decode, shown as such, decoding resumes at
        // the next byte (a fresh decoder, so it cannot see a BOM mid-entity as one
        // unless the bytes are one; a drawing, not a resolver).
        bool first = true;
        for (int resyncs = 0; at < bytes.size() && resyncs < 256; ++resyncs, first = false) {
            at = decode_from(bytes, at, *charset, first, out);
            if (at < bytes.size()) {
                out.push_back({at, at + 1, byte_name(static_cast<unsigned char>(bytes[at])), false});
                ++at;
            }
        }
    }
    for (; at < bytes.size(); ++at) out.push_back({at, at + 1, byte_name(static_cast<unsigned char>(bytes[at])), false});
    // CR LF and CR NEL are one line ending each (RFC 5147 s.4.1): one break after the pair.
    for (std::size_t i = 0; i + 1 < out.size(); ++i)
        if (out[i].text == "\u240D" && (out[i + 1].text == "\u240A" || out[i + 1].text == "\u2424"))
            out[i].line_break = false;
    return out;
}

std::string visible_text(const std::vector<VisibleChar>& chars, std::uint64_t from, std::uint64_t to,
                         std::size_t max_chars, std::size_t max_lines) {
    std::string out;
    std::size_t shown = 0, lines = 0;
    for (const auto& c : chars) {
        if (c.byte_offset < from || c.byte_offset >= to) continue;
        if (shown == max_chars || lines == max_lines) {
            if (!out.empty() && out.back() != '\n') out += '\n';
            return out + "\u2026 (" + std::to_string(to - c.byte_offset) + " more bytes)";
        }
        out += c.text;
        ++shown;
        if (c.line_break) {
            out += '\n';
            ++lines;
        }
    }
    return out;
}

std::string visible_inline(const std::vector<VisibleChar>& chars, std::uint64_t from, std::uint64_t to,
                           std::size_t max_chars) {
    std::string out;
    std::size_t shown = 0;
    for (const auto& c : chars) {
        if (c.byte_offset < from || c.byte_offset >= to) continue;
        if (shown++ == max_chars) return out + "\u2026";
        out += c.text;
    }
    return out;
}

std::string visible_fragment(std::string_view fragment) {
    // Fragments in the vectors are text (YAML strings), so UTF-8; only controls need showing.
    std::string out;
    for (unsigned char c : fragment) {
        if (c < 0x20) out += utf8(0x2400 + c);
        else if (c == 0x7F) out += "\u2421";
        else out += static_cast<char>(c);
    }
    return out;
}

std::string visible_request(const Case& c) {
    if (const auto* check = c.resolves()) return visible_fragment(check->fragment);
    return "produce " + visible_fragment(c.produces()->kind);
}

std::string entity_summary(const CaseEntity& entity, Spec spec) {
    std::string s = fragid::counted(entity.bytes.size(), "byte") + ", ";
    if (entity.charset) s += *entity.charset;
    else s += std::string(describe(spec).default_charset) + " (the default)";
    // The draft's cases do not consult line_endings (conformance/README.md); csv has its own CRLF rule.
    if (describe(spec).line_endings_matter) {
        const auto le = entity.line_endings;
        s += le == LineEndingSet::all() ? ", all line endings in force"
             : le.empty()               ? ", no line endings in force"
                                        : ", line endings in force: " + le.to_string();
    }
    return s;
}

}  // namespace fragid::publish
