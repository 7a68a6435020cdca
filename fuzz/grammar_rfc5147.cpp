// libFuzzer: the RFC 5147 grammar (grammar/rfc5147.hpp) on any input: round trip, and agreement
// with the independent recogniser.
#include "fragid/grammar/fragment.hpp"
#include "fragid/testkit/recognisers.hpp"
#include "grammar_round_trip.hpp"
#include "recogniser_agreement.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fragid::fuzz::check_round_trip<fragid::TextFragment>(std::string_view(reinterpret_cast<const char*>(data), size),
                                                         fragid::parse_fragment_as<fragid::TextFragment>);
    fragid::fuzz::check_agreement<fragid::TextFragment>(std::string_view(reinterpret_cast<const char*>(data), size),
                                                  fragid::parse_fragment_as<fragid::TextFragment>, fragid::testkit::is_rfc5147_fragment);
    return 0;
}
