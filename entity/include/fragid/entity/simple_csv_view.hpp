// The definition of the CSV view (csv_view.hpp), as the obvious reading of a
// CSV entity: every code point decoded first (the Decoder, one at a time),
// then every record parsed into a vector, and each CsvView question answered
// from those vectors. No byte searches, no bulk validation, no going back:
// what CsvView does fast must come out the same as this
// (tests/entity/csv_view_property_test.cpp checks it); read this first.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "fragid/model/entity.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/entity/csv_reader.hpp"

namespace fragid {

class SimpleCsvView {
public:
    SimpleCsvView(const Entity& entity, const Charset& charset);

    // As CsvView's, throwing CsvUnreadable where reading record after record
    // up to the answer meets the error.
    const std::vector<FieldBytes>* record(std::uint64_t row) const;
    std::uint64_t rows_through(std::uint64_t n) const;
    std::uint64_t columns_through(std::uint64_t n) const;

    // Every record before the error, and the error met reading the next one.
    const std::vector<std::vector<FieldBytes>>& records() const { return records_; }
    const std::optional<CsvEntityError>& error() const { return error_; }

private:
    std::vector<std::vector<FieldBytes>> records_;
    std::optional<CsvEntityError> error_;
};

}  // namespace fragid
