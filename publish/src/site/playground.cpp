#include "playground.hpp"

#include <nlohmann/json.hpp>

#include "fragid/conformance/json_text.hpp"
#include "fragid/publish/html.hpp"

namespace fragid::publish::site {

using namespace conformance;

namespace {

// Whether a textarea gives `bytes` back exactly as its text, encoded as UTF-8:
// well-formed UTF-8 with no CR (a textarea's value turns CR and CRLF into LF,
// HTML s.4.10.11), no other control but LF and TAB, no C1 control (NEL is
// U+0085) and no BOM (invisible when typed). Anything else is loaded as hex.
bool textarea_keeps(const std::string& bytes) {
    if (!is_utf8(bytes) || bytes.rfind("\xEF\xBB\xBF", 0) == 0) return false;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const auto b = static_cast<unsigned char>(bytes[i]);
        if ((b < 0x20 && b != '\n' && b != '\t') || b == 0x7F) return false;
        // U+0080..U+009F are C2 80..C2 9F in UTF-8.
        if (b == 0xC2 && i + 1 < bytes.size() && static_cast<unsigned char>(bytes[i + 1]) <= 0x9F) return false;
    }
    return true;
}

std::string hex_of(const std::string& bytes) {
    static constexpr char digits[] = "0123456789ABCDEF";
    std::string out;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const auto b = static_cast<unsigned char>(bytes[i]);
        if (i) out += ' ';
        out += digits[b >> 4];
        out += digits[b & 15];
    }
    return out;
}

}  // namespace

std::string playground_panel_html(Spec spec) {
    std::string media;
    for (const auto& d : spec_table)
        media += "<option value=\"" + std::string(d.short_name) + "\" data-media-type=\"" + std::string(d.media_type) +
                 "\"" + (d.spec == spec ? " selected" : "") + ">" + html_escape(d.media_type) + ", " +
                 html_escape(d.citation) + "</option>";
    // The charsets of the vectors and the MIME defaults; any name the module's iconv knows may be typed.
    std::string charsets;
    for (const char* name : {"US-ASCII", "UTF-8", "UTF-16", "UTF-16BE", "UTF-16LE", "ISO-8859-1", "windows-1252"})
        charsets += "<option value=\"" + std::string(name) + "\">";
    std::string endings;
    for (const char* list : {"all", "none", "CRLF", "LF", "CR", "NEL", "CR+NEL", "CRLF,LF"})
        endings += "<option value=\"" + std::string(list) + "\">";
    return "<section id=\"playground\" class=\"noprint\" hidden data-module=\"../" + std::string(playground_module_file) +
           "\">\n<h2 id=\"try-it\">Try it</h2>\n<p class=\"note\">fragid&#39;s reference resolver, compiled to WebAssembly, "
           "runs in this page (nothing leaves it). Type an entity and a fragment, or load an entry&#39;s case with its "
           "<em>Try it</em> button; what the fragment identifies is marked in the drawing.</p>\n"
           "<div class=\"pg-form\">\n"
           "<label class=\"pg-wide\">Entity <select id=\"pg-as\"><option value=\"text\">as text (its UTF-8 bytes)</option>"
           "<option value=\"hex\">as hex bytes</option></select>\n"
           "<textarea id=\"pg-entity\" rows=\"4\" spellcheck=\"false\" autocomplete=\"off\"></textarea></label>\n"
           "<label>Media type <select id=\"pg-spec\">" + media + "</select></label>\n"
           "<label>Charset <input id=\"pg-charset\" list=\"pg-charsets\" placeholder=\"UTF-8, or a BOM&#39;s\" "
           "spellcheck=\"false\"></label><datalist id=\"pg-charsets\">" + charsets + "</datalist>\n"
           "<label>Line endings in force <input id=\"pg-line-endings\" list=\"pg-endings\" value=\"all\" spellcheck=\"false\">"
           "</label><datalist id=\"pg-endings\">" + endings + "</datalist>\n"
           // What `fragid resolve` takes: bare, with its '#', or a whole URI reference.
           "<label class=\"pg-wide pg-fragment-row\">Fragment <input id=\"pg-fragment\" spellcheck=\"false\" "
           "autocomplete=\"off\" placeholder=\"line=1,2 or #line=1,2 or http://example.com/a.txt#line=1,2\"></label>\n</div>\n"
           "<p id=\"pg-status\" role=\"status\"></p>\n<pre class=\"drawing\" id=\"pg-drawing\"></pre>\n"
           "<p id=\"pg-explain\"></p>\n<div id=\"pg-checks\"></div>\n"
           "<details><summary>The whole result, as <code>fragid resolve --json</code> prints it</summary>"
           "<pre id=\"pg-json\"></pre></details>\n</section>\n";
}

std::string playground_cases_json(const std::vector<edge::Entry>& entries) {
    nlohmann::json cases = nlohmann::json::object();
    for (const auto& e : entries) {
        const Case& c = *e.c;
        nlohmann::json one = {{"spec", describe(c.spec).short_name}, {"fragment", c.resolves()->fragment}};
        if (textarea_keeps(c.entity.bytes)) one["text"] = c.entity.bytes;
        else one["hex"] = hex_of(c.entity.bytes);
        // Always named: the vector's, else its media type's default (as the runner sends it); the
        // panel's empty charset means what it means to the CLI for a local file (UTF-8, or a BOM's).
        one["charset"] = std::string(charset_or_default(c.entity.charset, c.spec));
        if (c.entity.line_endings != LineEndingSet::all()) one["lineEndings"] = c.entity.line_endings.to_string();
        cases[c.id] = std::move(one);
    }
    // In a <script> element "</" could end it early; "<\/" is the same JSON string.
    std::string text = json_text(cases);
    for (auto at = text.find("</"); at != std::string::npos; at = text.find("</", at + 2)) text.insert(at + 1, "\\");
    return text;
}

const char* const playground_css =
    "#playground{border:1px solid #bbb;border-radius:4px;padding:.2em .8em .6em;margin:1em 0;background:#fafafa}\n"
    "#playground h2{margin:.3em 0}\n.pg-form{display:flex;flex-wrap:wrap;gap:.5em 1.2em;align-items:flex-end}\n"
    ".pg-form label{display:flex;flex-direction:column;align-items:flex-start;font-size:13px;gap:.2em;max-width:100%;min-width:0}\n.pg-form .pg-wide{flex:1 1 100%}\n"
    ".pg-form textarea,.pg-form input,.pg-form select{font:14px ui-monospace,monospace;padding:.2em .3em;max-width:100%;"
    "box-sizing:border-box}\n.pg-form textarea{width:100%}\n.pg-fragment-row{flex-direction:row!important;align-items:center}\n"
    "#pg-fragment{flex:1;margin-left:.4em}\n#pg-status{margin:.5em 0 .3em}\n"
    "#pg-status .pg-err{background:#fdd;outline:1px solid #c00}\n.pg-error{color:#b00;font-weight:600}\n#pg-checks ul{margin:.2em 0}\n"
    "button.try{font-size:12px;margin-left:.5em;vertical-align:middle}\n";

}  // namespace fragid::publish::site
