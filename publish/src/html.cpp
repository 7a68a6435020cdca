#include "fragid/publish/html.hpp"

#include <algorithm>

#include "fragid/model/markup.hpp"

#include "page_style.hpp"

namespace fragid::publish {

std::string html_escape(std::string_view text) {
    // Control characters but line breaks and tabs show as U+FFFD: HTML
    // forbids them in a document's text.
    std::string shown;
    shown.reserve(text.size());
    for (char c : text) {
        if ((static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') || c == '\x7f')
            shown += "\xEF\xBF\xBD";
        else
            shown += c;
    }
    return markup_escaped(shown);
}

std::string html_with_code(std::string_view text) {
    std::string out;
    bool in_code = false;
    for (std::size_t at = 0; at < text.size();) {
        const auto tick = std::min(text.find('`', at), text.size());
        out += html_escape(text.substr(at, tick - at));
        if (tick < text.size()) out += (in_code = !in_code) ? "<code>" : "</code>";
        at = tick + 1;
    }
    return out + (in_code ? "</code>" : "");
}

std::string html_id(std::string_view text) {
    std::string out;
    for (char c : text) {
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) out += c;
        else if (c >= 'A' && c <= 'Z') out += static_cast<char>(c - 'A' + 'a');
        else if (!out.empty() && out.back() != '-') out += '-';
    }
    while (!out.empty() && out.back() == '-') out.pop_back();
    return out.empty() ? std::string("x") : out;
}

std::string html_page_start(std::string_view title, std::string_view extra_css) {
    // The colours carry the verdicts, and the words and icons carry them too, so
    // the page reads the same printed in black and white (page_style.hpp).
    std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" +
                      html_escape(title) + "</title>\n<style>";
    out += page_css;
    out += extra_css;
    out += "</style>\n</head>\n<body>\n";
    return out;
}

std::string html_page_end() { return "</body>\n</html>\n"; }

}  // namespace fragid::publish
