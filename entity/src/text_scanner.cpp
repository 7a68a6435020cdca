#include "fragid/entity/text_scanner.hpp"

#include "line_ending_code_points.hpp"

namespace fragid {

using detail::carriage_return;
using detail::line_feed;
using detail::next_line;

TextScanner::TextScanner(std::string_view bytes, const Charset& charset, LineEndingSet line_endings)
    : decoder_(bytes, charset), line_endings_(line_endings) {}

TextScanner::Step TextScanner::pull(DecodedChar& out) {
    if (lookahead_) {
        out = *lookahead_;
        lookahead_.reset();
        return Step::character;
    }
    return decoder_.next(out);
}

bool TextScanner::owes_code_point() {
    if (!lookahead_) {
        DecodedChar c;
        if (decoder_.next(c) != Step::character) return false;  // an error stays to be reported
        lookahead_ = c;
    }
    return lookahead_->byte_length == 0;
}

TextScanner::Step TextScanner::next(TextChar& out) {
    DecodedChar c;
    if (const auto step = pull(c); step != Step::character) return step;
    out = {c.byte_offset, c.byte_offset + c.byte_length, false, c.code_point};

    switch (c.code_point) {
        case line_feed: out.is_line_ending = line_endings_.contains(LineEnding::lf); break;
        case next_line: out.is_line_ending = line_endings_.contains(LineEnding::nel); break;
        case carriage_return: {
            // CR may start a two-code-point line ending (CR+LF, CR+NEL), which
            // is one character; the longer match wins when it is in force.
            DecodedChar following;
            const auto step = decoder_.next(following);
            if (step == Step::character) {
                const bool pairs = (following.code_point == line_feed && line_endings_.contains(LineEnding::crlf)) ||
                                   (following.code_point == next_line && line_endings_.contains(LineEnding::cr_nel));
                if (pairs) {
                    out.byte_end = following.byte_offset + following.byte_length;
                    out.is_line_ending = true;
                    break;
                }
                lookahead_ = following;
            }
            // At the end or at an error there is nothing to pair with; the
            // decoder repeats an error, so the next call reports it.
            out.is_line_ending = line_endings_.contains(LineEnding::cr);
            break;
        }
        default: break;
    }
    return Step::character;
}

}  // namespace fragid
