// Whether a part lists its fields: a choice of what a result is for, private
// to the reference. The suite, JSON and every public resolve_csv() need every
// field; a result only printed (resolve_to_print, print.hpp) need not list a
// large part's, since render_csv reads them from the entity again.
#pragma once

#include "fragid/entity/charset.hpp"
#include "fragid/model/csv_fragment.hpp"
#include "fragid/model/entity.hpp"
#include "fragid/model/result.hpp"

namespace fragid::csv_detail {

// `every_field`: always. `small_parts_only`: a part of more than 65,536
// fields (a whole column, say) lists none (CsvPart::fields_listed false), so
// memory does not grow with the selection.
enum class FieldListing { every_field, small_parts_only };

// resolve_csv (rfc7111/resolver.hpp) with the listing chosen.
CsvResult resolve_csv_listing(const CsvFragment& fragment, const Entity& entity, const Charset& charset,
                              FieldListing listing);

}  // namespace fragid::csv_detail
