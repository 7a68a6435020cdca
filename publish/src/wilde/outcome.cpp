// The 2002 draft's outcomes in publish's words and drawings: the union of its
// parts' character ranges (s.3.1.6), each written as an RFC 5147 span is.
#include "../spec_outcomes.hpp"

namespace fragid::publish::spec_outcomes {

using namespace conformance;

std::string words(const Case& c, const WildeSpans& identified, const std::vector<VisibleChar>& chars) {
    const auto& spans = identified.spans;
    if (spans.empty()) return "nothing: the union of the parts is empty";
    std::string t = spans.size() == 1 ? "" : "the union of ";
    for (std::size_t i = 0; i < spans.size(); ++i) t += (i ? "; " : "") + words(c, spans[i], chars);
    return t;
}

void highlight(Highlight& h, const Case& c, const WildeSpans& identified) {
    for (const auto& s : identified.spans) highlight(h, c, s);
}

std::string difference_phrase(const WildeSpans&, const WildeSpans&) { return "identifies other text"; }

}  // namespace fragid::publish::spec_outcomes
