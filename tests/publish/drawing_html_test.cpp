// The HTML drawings (drawing_html.hpp): markers as badges of ASCII letters,
// never the control pictures a bare font set draws as boxes, and what a
// fragment identifies highlighted in the entity.
#include <gtest/gtest.h>

#include "fragid/publish/drawing_html.hpp"
#include "fragid/publish/resolved_drawing.hpp"
#include "../conformance/support.hpp"

namespace fragid {
namespace {

using namespace conformance;
using namespace publish;

TEST(DrawingHtml, MarkersBecomeBadges) {
    const auto crlf = marked_html("ab\u240D\u240A<");
    EXPECT_NE(crlf.find("ab<span class=\"m\""), std::string::npos) << crlf;
    EXPECT_NE(crlf.find(">CR</span><span class=\"m\""), std::string::npos) << crlf;
    EXPECT_NE(crlf.find(">LF</span>&lt;"), std::string::npos) << crlf;
    EXPECT_EQ(crlf.find("\u240D"), std::string::npos);  // no control picture left
    EXPECT_NE(marked_html("\u27E8BOM\u27E9x").find("<span class=\"m bom\" title=\"a byte order mark\">BOM</span>x"),
              std::string::npos);
    EXPECT_NE(marked_html("\u27E8E9\u27E9").find("class=\"m bad\""), std::string::npos);
    EXPECT_NE(marked_html("\u27E8U+200B\u27E9").find(">U+200B</span>"), std::string::npos);
    EXPECT_NE(marked_html("\u2424\u2409\u2400").find(">NEL<"), std::string::npos);
    EXPECT_NE(marked_html("\u2409").find(">TAB<"), std::string::npos);
    // Text that only looks like a marker, and other characters starting with byte E2, stay text.
    EXPECT_EQ(marked_html("\u27E8not a marker at all\u27E9 \u2026"), "\u27E8not a marker at all\u27E9 \u2026");
}

TEST(DrawingHtml, TheIdentifiedSpanIsMarked) {
    auto c = test::text_case("rfc5147-t", "char=2,4", "ab\r\ncd", 2, 3);
    const auto chars = visible_chars(c.entity, c.spec);
    const auto range = highlight_of(c, Outcome{TextSpan{false, 2, 3, 2, 4}});
    const auto html = drawing_html(chars, c.entity.bytes.size(), range);
    EXPECT_EQ(html.find("ab<mark><span class=\"m\""), 0u) << html;
    EXPECT_NE(html.find(">LF</span>\n</mark>cd"), std::string::npos) << html;
    const auto position = drawing_html(chars, 6, highlight_of(c, Outcome{TextSpan{true, 5, 5, 6, 6}}));
    EXPECT_NE(position.find("\ncd<span class=\"caret\""), std::string::npos) << position;
    EXPECT_TRUE(highlight_of(c, Outcome{Unresolved{Status::syntax_error}}).ranges.empty());
}

TEST(DrawingHtml, CsvCellsAreMarkedAsTheirFieldsStand) {
    Case c;
    c.spec = Spec::rfc7111;
    c.entity.bytes = "a,\"b,c\"\r\nd,\r\n";
    const auto h = highlight_of(c, Outcome{CsvCells{{{1, 2}, {2, 2}}}});
    ASSERT_EQ(h.ranges.size(), 1u);
    EXPECT_EQ(h.ranges[0], (std::pair<std::uint64_t, std::uint64_t>{2, 7}));  // the quotes too (RFC 7111 s.4.2)
    EXPECT_EQ(h.positions, std::vector<std::uint64_t>{11});  // the empty field
}

TEST(DrawingHtml, LongEntitiesAreCut) {
    CaseEntity e;
    e.bytes = std::string(100, 'x');
    const auto html = drawing_html(visible_chars(e, Spec::rfc5147), 100, {}, 10, 40);
    EXPECT_EQ(html, "xxxxxxxxxx\n<span class=\"muted\">\u2026 (90 more bytes)</span>");
}

// What the playground shows (resolved_drawing.hpp): the reference's answer
// for a typed fragment, marked in the same drawing as the pages' entries.
TEST(ResolvedDrawing, MarksWhatTheReferenceIdentifies) {
    CaseEntity abc;
    abc.bytes = "a\nb\nc";
    // line=1,2 is the second line with its line ending (RFC 5147 s.2.2.2).
    EXPECT_EQ(resolved_drawing_html(Spec::rfc5147, "line=1,2", abc),
              "a<span class=\"m\" title=\"LF, a line ending\">LF</span>\n<mark>b<span class=\"m\" title=\"LF, a "
              "line ending\">LF</span>\n</mark>c");
    // A position: a caret, nothing marked.
    EXPECT_NE(resolved_drawing_html(Spec::rfc5147, "char=1", abc).find("a<span class=\"caret\""), std::string::npos);
    // A syntax error identifies nothing: the entity drawn unmarked.
    const auto error = resolved_drawing_html(Spec::rfc5147, "line=1,x", abc);
    EXPECT_EQ(error.find("<mark>"), std::string::npos) << error;
    EXPECT_EQ(error.find("caret"), std::string::npos) << error;
}

TEST(ResolvedDrawing, ABomIsDrawnAndNotCounted) {
    CaseEntity bom;
    bom.bytes = "\xEF\xBB\xBF" "ab";
    bom.charset = "UTF-8";
    // char=0,1 is "a": a BOM is "not part of the actual textual content" (RFC 5147 s.2.1.2).
    const auto html = resolved_drawing_html(Spec::rfc5147, "char=0,1", bom);
    EXPECT_EQ(html.find("<span class=\"m bom\""), 0u) << html;
    EXPECT_NE(html.find("BOM</span><mark>a</mark>b"), std::string::npos) << html;
}

TEST(ResolvedDrawing, CsvCellsAreMarked) {
    CaseEntity csv;
    csv.bytes = "a,b\r\n1,2\r\n3,4\r\n";
    const auto html = resolved_drawing_html(Spec::rfc7111, "cell=2,1-3,1", csv);
    // Rows 2 and 3, column 1: the fields "1" and "3" only.
    EXPECT_NE(html.find("<mark>1</mark>,2"), std::string::npos) << html;
    EXPECT_NE(html.find("<mark>3</mark>,4"), std::string::npos) << html;
    EXPECT_EQ(html.find("<mark>a"), std::string::npos) << html;
}

}  // namespace
}  // namespace fragid
