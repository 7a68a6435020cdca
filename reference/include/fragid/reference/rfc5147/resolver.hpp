// The RFC 5147 reference resolver: what a text/plain fragment identifier identifies.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "fragid/model/entity.hpp"
#include "fragid/model/result.hpp"
#include "fragid/model/text_fragment.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/entity/text_view.hpp"

namespace fragid {

class EntityMemo;  // entity_memo.hpp

// Resolves a parsed fragment against an entity (RFC 5147 s.2, s.4). The order
// of the verdicts: an inverted range is `ignored` before the entity is read
// (s.4.2); bytes that are invalid in the charset are `entity_error`; a usable
// integrity check that fails is `integrity_mismatch` (s.4.3); otherwise `ok`.
// Reads the entity only as far as the answer needs, unless a `length` check
// needs every character (an `md5` check reads the bytes but decodes none).
// `charset` is the entity's, looked up once by the caller (resolve.hpp).
// With a `memo` (a caller resolving many fragments in these bytes,
// entity_memo.hpp) the view and the md5 are the memo's, shared.
TextResult resolve_text(const TextFragment& fragment, const Entity& entity, const Charset& charset,
                        EntityMemo* memo = nullptr);
// The same over a view of `entity` (its bytes, charset and line endings)
// that the caller keeps: fragments resolved one after another in the order of
// the text share one reading instead of each reading from the start (make.hpp,
// a fragment for every match).
TextResult resolve_text(const TextFragment& fragment, const Entity& entity, TextView& view);
// Looks the entity's charset up first (RFC 5147 s.1.1: US-ASCII when none is
// declared); an unknown one is an entity_error.
TextResult resolve_text(const TextFragment& fragment, const Entity& entity);

// Why the fragment is ignored whatever the entity: a range whose first number
// is greater than its second, compared as written (s.4.2, where "less than"
// means greater); nothing otherwise. The resolver's `ignored` reason, and
// what `fragid explain` says, in these words.
std::optional<std::string> ignored_as_written(const TextFragment& fragment);

}  // namespace fragid
