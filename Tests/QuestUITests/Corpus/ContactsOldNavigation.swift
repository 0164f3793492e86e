//
//  ContactsView.swift
//  Contacts
//
//  Created by Student on 2/11/21.
//  Copyright © 2021 Student. All rights reserved.
//

import SwiftUI

struct Contact: Identifiable {
    var id = UUID()
    var firstName: String
    var lastName: String
    var phone: String

    var fullName: String {
        return "\(firstName) \(lastName)"
    }
}

class ContactStore: ObservableObject {
    @Published var contacts: [Contact] = [
        Contact(firstName: "Ada", lastName: "Lovelace", phone: "555-0101"),
        Contact(firstName: "Grace", lastName: "Hopper", phone: "555-0102"),
        Contact(firstName: "Alan", lastName: "Turing", phone: "555-0103")
    ]

    func delete(at offsets: IndexSet) {
        contacts.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        contacts.move(fromOffsets: source, toOffset: destination)
    }

    func addRandom() {
        contacts.append(Contact(firstName: "New", lastName: "Contact", phone: "555-0000"))
    }
}

struct ContactsView: View {
    @ObservedObject var store = ContactStore()

    var body: some View {
        NavigationView {
            List {
                ForEach(store.contacts) { contact in
                    NavigationLink(destination: ContactDetail(contact: contact)) {
                        Text(contact.fullName)
                    }
                }
                .onDelete(perform: store.delete)
                .onMove(perform: store.move)
            }
            .navigationBarTitle("Contacts")
            .navigationBarItems(leading: EditButton(), trailing: Button(action: {
                self.store.addRandom()
            }) {
                Image(systemName: "plus")
            })
        }
    }
}

struct ContactDetail: View {
    var contact: Contact

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(contact.fullName)
                .font(.title)
            Text(contact.phone)
                .foregroundColor(.gray)
            Spacer()
        }
        .padding()
        .navigationBarTitle(Text(contact.firstName), displayMode: .inline)
    }
}

struct ContactsView_Previews: PreviewProvider {
    static var previews: some View {
        ContactsView()
    }
}
