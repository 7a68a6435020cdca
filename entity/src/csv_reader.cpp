// CsvReader: the RFC 4180 s.2 record reader (csv_record_reader.cpp) chosen for
// the entity's charset.
#include "fragid/entity/csv_reader.hpp"

#include <algorithm>

#include "csv_record_reader.hpp"
#include "fragid/model/spec.hpp"

namespace fragid {

CsvReader::CsvReader(std::string_view bytes, const Charset& charset)
    : scanner_(csv_detail::make_record_scanner(bytes, charset)) {}

CsvReader::CsvReader(const Entity& entity) {
    // RFC 7111 s.5.1: "if it is not present, UTF-8 SHOULD be assumed".
    const std::string name = charset_or_default(entity.charset, Spec::rfc7111);
    if (const auto charset = lookup_charset(name))
        scanner_ = csv_detail::make_record_scanner(entity.bytes, *charset);
    else
        unknown_charset_ = CsvEntityError{0, "charset " + name + " is not known to fragid or to the system's iconv"};
}

CsvReader::~CsvReader() = default;

CsvReader::Step CsvReader::next(std::vector<FieldBytes>& fields) {
    if (!scanner_) {
        fields.clear();
        return Step::error;
    }
    return scanner_->next(fields);
}

const CsvEntityError& CsvReader::error() const noexcept { return scanner_ ? scanner_->error() : unknown_charset_; }

std::uint64_t CsvReader::records_read() const noexcept { return scanner_ ? scanner_->records_read() : 0; }

std::optional<CsvSize> measure_csv(const Entity& entity, const Charset& charset, CsvEntityError& error) {
    CsvReader reader(entity.bytes, charset);
    std::vector<FieldBytes> fields;
    CsvSize size;
    for (;;) {
        switch (reader.next(fields)) {
            case CsvReader::Step::record:
                size.rows = reader.records_read();
                size.columns = std::max<std::uint64_t>(size.columns, fields.size());
                break;
            case CsvReader::Step::end: return size;
            case CsvReader::Step::error: error = reader.error(); return std::nullopt;
        }
    }
}

}  // namespace fragid
