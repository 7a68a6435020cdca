// libFuzzer: the RFC 7111 grammar (grammar/rfc7111.hpp) on any input: round trip, and agreement
// with the independent recogniser.
#include "fragid/grammar/fragment.hpp"
#include "fragid/testkit/recognisers.hpp"
#include "grammar_round_trip.hpp"
#include "recogniser_agreement.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fragid::fuzz::check_round_trip<fragid::CsvFragment>(std::string_view(reinterpret_cast<const char*>(data), size),
                                                        fragid::parse_fragment_as<fragid::CsvFragment>);
    fragid::fuzz::check_agreement<fragid::CsvFragment>(std::string_view(reinterpret_cast<const char*>(data), size),
                                                  fragid::parse_fragment_as<fragid::CsvFragment>, fragid::testkit::is_rfc7111_fragment);
    return 0;
}
