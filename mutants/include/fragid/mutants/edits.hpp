// Small edits of fragments, entities and answers that the mutants are made of.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fragid/conformance/adapter.hpp"

namespace fragid::mutants {

// A decimal number as written, plus or minus one; nothing below zero.
std::string plus_one(std::string_view digits);
std::optional<std::string> minus_one(std::string_view digits);

// Every maximal run of digits in `text` replaced by what `edit` makes of it;
// if `edit` gives nothing for one, nothing for the whole.
std::optional<std::string> edit_numbers(std::string_view text,
                                        const std::function<std::optional<std::string>(std::string_view)>& edit);

// How a text span is edited, and an answer whose text spans are edited by one.
using SpanEdit = std::function<void(conformance::TextSpan&)>;
using SpansEdited = std::function<conformance::Answer(conformance::Answer, const SpanEdit&)>;
// The ok answer's text span edited; any other answer as it is.
conformance::Answer edit_span(conformance::Answer answer, const SpanEdit& edit);
// An answer of one status only (no result).
conformance::Answer status_answer(Status status);
// No answer: the implementation errs, as an exception becomes an `error`
// answer of the protocol (docs/adapter-protocol.md s.3).
conformance::Answer error_answer(std::string why);

// A CSV entity's records as a reader that knows quotes (RFC 4180 s.2) splits
// them: each record's bytes, its line break included. CR LF, LF and CR end a
// record outside quotes.
std::vector<std::string> csv_records(std::string_view bytes);
// The number of fields of one record (its line break aside).
std::size_t csv_field_count(std::string_view record);
// The record without its line break.
std::string_view without_line_break(std::string_view record);

// An entity on other bytes (kept alive by the caller), the rest as `entity`.
inline Entity with_bytes(const Entity& entity, std::string_view bytes) {
    return Entity{bytes, entity.charset, entity.line_endings};
}

}  // namespace fragid::mutants
