// Text inside the markup fragid writes: the JUnit report's XML
// (conformance/) and the published HTML pages (publish/). One escaping for
// both, here where both reach it.
#pragma once

#include <string>
#include <string_view>

namespace fragid {

// `text` with the characters that would end text or an attribute value in XML
// 1.0 (s.2.4: '&', '<', and '>' for "]]>"; s.2.3: the quote of either kind of
// attribute value) and in HTML as character references. Nothing else: what a
// format forbids besides (control characters) each writer replaces first.
inline std::string markup_escaped(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&#39;"; break;
            default: out += c;
        }
    }
    return out;
}

}  // namespace fragid
