#include "fragid/publish/resolved_drawing.hpp"

#include "fragid/publish/drawing_html.hpp"
#include "fragid/reference/resolve.hpp"

namespace fragid::publish {

using namespace conformance;

std::string resolved_drawing_html(Spec spec, std::string_view fragment, const CaseEntity& entity) {
    // highlight_of() reads the case's spec and entity (RFC 7111's fields are
    // found in its bytes); the fragment is the reference's to resolve.
    Case c;
    c.spec = spec;
    c.entity = entity;
    const Outcome outcome = std::visit([](const auto& result) { return outcome_of(result); },
                                       resolve(spec, fragment, c.entity.view()));
    return drawing_html(visible_chars(c.entity, spec), c.entity.bytes.size(), highlight_of(c, outcome));
}

}  // namespace fragid::publish
