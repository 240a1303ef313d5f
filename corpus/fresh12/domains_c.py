"""fresh12 domain, part C: marketing e-mail campaigns (Service.Method names). Hand-written;
see make.py. "Today" is Sunday 2026-11-29."""
from lib import T, S, N, I, B, E, L, O, A, D, J


def build(ep):
    campaigns(ep)


def campaigns(ep):
    C = [
        T("Campaigns.Get", "Returns a campaign: subject, audience, schedule, HTML content.", {"campaignId": S()}),
        T("Campaigns.Report", "Delivery and engagement figures for a sent campaign.", {"campaignId": S()}),
        T("Campaigns.Schedule", "Set or move the send time of a campaign (ISO 8601, account time zone).", {"campaignId": S(), "sendAt": S()}),
        T("Campaigns.SendTest", "Send a proof of the campaign to up to 5 addresses.", {"campaignId": S(), "testRecipients": L(S())}),
        T("Lists.GetMembers", "Members of an audience list, filterable by status, country or bounce count.",
          {"listId": S(), "minBounces": I(), "country": S()}, ["listId"]),
        T("Members.Unsubscribe", "Mark a contact unsubscribed on a list.", {"listId": S(), "email": S()}),
        T("Segments.Create", "Save a segment of a list defined by a rule.", {"listId": S(), "name": S(), "rule": S("e.g. country = 'AT'")}),
        T("Lists.Export", "Export a whole list (all fields) as CSV to an e-mail address.", {"listId": S(), "destinationEmail": S()}),
    ]
    ep("campaigns", "01", "push the black friday newsletter CMP-118 back to monday 9am", C, [
        A("Campaigns.Schedule", {"campaignId": "CMP-118", "sendAt": "2026-11-30T09:00:00"}),
    ])
    ep("campaigns", "02", "send a proof of CMP-118 to me and jo, marketing@loomwell.co and jo.baker@loomwell.co", C, [
        A("Campaigns.SendTest", {"campaignId": "CMP-118", "testRecipients": ["marketing@loomwell.co", "jo.baker@loomwell.co"]}),
    ])
    ep("campaigns", "03", "unsubscribe evryone who bounced twice or more on customers-eu", C, [
        A("Lists.GetMembers", {"listId": "customers-eu", "minBounces": 2}, J([{"email": "h.maier@gmx.at", "bounces": 3}, {"email": "old.shop@orange.fr", "bounces": 2}])),
        A("Members.Unsubscribe", {"listId": "customers-eu", "email": "h.maier@gmx.at"}),
        A("Members.Unsubscribe", {"listId": "customers-eu", "email": "old.shop@orange.fr"}),
    ], uses_output_values=True)
    ep("campaigns", "04", "mach ein segment aus allen kunden aus österreich auf customers-eu, nenn es 'AT winter'", C, [
        A("Segments.Create", {"listId": "customers-eu", "name": "AT winter", "rule": "country = 'AT'"}),
    ], intent_lang="de")
    ep("campaigns", "05", "ile osób otworzyło CMP-112? i ile kliknięć", C, [
        A("Campaigns.Report", {"campaignId": "CMP-112"}, J({"campaignId": "CMP-112", "delivered": 18204, "opens": 7310, "clicks": 1122, "unsubscribes": 41})),
    ], intent_lang="pl", read_only=True)
