#include "fragid/publish/html.hpp"

namespace fragid::publish {

std::string html_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&#39;"; break;
            default:
                if ((static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') || c == '\x7f')
                    out += "\xEF\xBF\xBD";  // U+FFFD
                else
                    out += c;
        }
    }
    return out;
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
    // The colours carry the verdicts, and the words carry them too, so the
    // page reads the same printed in black and white.
    std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" +
                      html_escape(title) +
                      "</title>\n<style>\n"
                      "body{font-family:system-ui,sans-serif;margin:1.5em;line-height:1.4;color:#222}\n"
                      "table{border-collapse:collapse;margin:0.5em 0 1.5em}\n"
                      "th,td{border:1px solid #bbb;padding:0.15em 0.5em;vertical-align:top;text-align:left}\n"
                      "th{background:#eee}\n"
                      "tr.group th{background:#dde6f0;font-weight:normal}\n"
                      "code,pre{font-family:ui-monospace,monospace;font-size:0.92em}\n"
                      "pre{background:#f6f6f6;border:1px solid #ddd;padding:0.4em 0.6em;white-space:pre-wrap}\n"
                      "td.pass{background:#e3f4e3}\n"
                      "td.fail{background:#f8d7d7;font-weight:bold}\n"
                      "td.skip{background:#f2f2f2;color:#666}\n"
                      "td.broken{background:#f3d9f3;font-weight:bold}\n"
                      "td.agree{outline:2px dashed #a33;outline-offset:-3px}\n"
                      "blockquote{margin:0.3em 0;padding-left:0.8em;border-left:3px solid #ccc;color:#444}\n"
                      ".muted{color:#666}\n";
    out += extra_css;
    out += "</style>\n</head>\n<body>\n";
    return out;
}

std::string html_page_end() { return "</body>\n</html>\n"; }

}  // namespace fragid::publish
