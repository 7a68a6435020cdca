#include "fragid/publish/markdown.hpp"

#include <algorithm>

namespace fragid::publish {
namespace {

std::size_t longest_backtick_run(std::string_view text) {
    std::size_t longest = 0, run = 0;
    for (char c : text) {
        run = c == '`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return longest;
}

}  // namespace

std::string markdown_code(std::string_view text, bool in_table) {
    std::string body;
    for (char c : text) {
        if (c == '\n' || c == '\r') body += ' ';
        else if (c == '|' && in_table) body += "\\|";
        else body += c;
    }
    const std::string fence(longest_backtick_run(body) + 1, '`');
    // A span that starts or ends with a backtick or is only spaces needs padding (CommonMark s.6.1).
    const bool pad = !body.empty() && (body.front() == '`' || body.back() == '`' || body.front() == ' ');
    if (body.empty()) return "(empty)";
    return fence + (pad ? " " : "") + body + (pad ? " " : "") + fence;
}

std::string markdown_text(std::string_view text, bool in_table) {
    std::string out;
    for (char c : text) {
        switch (c) {
            case '\n':
            case '\r': out += ' '; break;
            case '|': out += in_table ? "\\|" : "|"; break;
            case '\\': case '`': case '*': case '_': case '[': case ']': case '<': case '>': case '#':
                out += '\\';
                out += c;
                break;
            default: out += c;
        }
    }
    return out;
}

std::string markdown_with_code(std::string_view text, bool in_table) {
    std::string out;
    bool code = false;
    for (std::size_t at = 0; at <= text.size();) {
        const auto tick = std::min(text.find('`', at), text.size());
        const auto part = text.substr(at, tick - at);
        out += code ? markdown_code(part, in_table) : markdown_text(part, in_table);
        code = !code;
        at = tick + 1;
    }
    return out;
}

std::string markdown_block(std::string_view text, std::string_view info) {
    const std::string fence(std::max<std::size_t>(3, longest_backtick_run(text) + 1), '`');
    std::string out = fence + std::string(info) + "\n" + std::string(text);
    if (!out.empty() && out.back() != '\n') out += '\n';
    return out + fence + "\n";
}

std::string markdown_anchor(std::string_view heading) {
    std::string out;
    for (char c : heading) {
        if (c >= 'A' && c <= 'Z') out += static_cast<char>(c - 'A' + 'a');
        else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_') out += c;
        else if (c == ' ') out += '-';
        // Punctuation and (for fragid's own headings) non-ASCII dashes are dropped, as GitHub does.
    }
    return out;
}

}  // namespace fragid::publish
